import ChartAnalysis
import Foundation

/// A finding as a JSON object for pipelines: its kind, the series it concerns, salience, landmarks, its
/// sentence in the narration language and the numbers of its detail (field names as in the Swift API). x values
/// are in the axis's own terms (`JSONAxisValues`); landmarks carry the narration's labels.
///
/// Each kind's detail is an `Encodable` value of its own in this folder (`ShapeJSON`, …), whose property names are
/// the JSON's field names; `JSONTreeEncoder` turns it into the tree `JSONSerialization` writes with the rest of
/// the document. `detail(_:_:rateUnit:)` is a switch over every `FindingDetail` case with no default, so a new
/// kind does not compile until it has its JSON here (and docs/schema/narration.schema.json a `detail.<kind>`
/// definition, checked by JSONSchemaTests).
struct FindingJSON: Encodable {
    /// Lists in a finding's detail are cut to this many entries (the count says how many there are).
    static let listLimit = 20

    let kind: String
    let claim: String
    let sayAt: String
    let rank: Int
    let series: [Int]
    let salience: JSONNumber
    let effect: JSONNumber
    let text: String
    let briefText: String
    /// The first `listLimit` landmarks; `landmarkCount` says how many there are when there are more.
    let landmarks: [Landmark]
    let landmarkCount: Int?
    let varianceExplained: JSONNumber?
    let detail: any Encodable
    /// What the sentences claim, each as the audit checked it against the data.
    let claims: [ClaimJSON]

    /// A landmark: the series, its role, the point, and the narration's labels for it.
    struct Landmark: Encodable {
        let series: Int
        let role: String
        let point: JSONPoint
        let xLabel: String?
        let yLabel: String?
    }

    init(_ narrated: NarratedFinding, axes: JSONAxisValues) {
        let f = narrated.finding
        kind = f.kind.rawValue
        claim = f.claim.rawValue
        sayAt = Self.name(f.sayAt)
        rank = narrated.rank
        series = f.series
        salience = JSONNumber(f.salience)
        effect = JSONNumber(f.effect)
        text = narrated.text
        briefText = narrated.briefText
        // The narrated landmarks: those of every finding the sentence says, where the sentence says them.
        let all = narrated.landmarks
        landmarks = all.prefix(Self.listLimit).enumerated().map { i, l in
            let label = i < narrated.landmarkLabels.count ? narrated.landmarkLabels[i] : nil
            return Landmark(series: l.series, role: l.role.rawValue, point: axes.pointValue(l.point), xLabel: label?.x,
                            yLabel: label?.y)
        }
        landmarkCount = all.count > Self.listLimit ? all.count : nil
        varianceExplained = f.varianceExplained.map(JSONNumber.init)
        detail = Self.detail(f.detail, axes, rateUnit: narrated.rateUnit)
        claims = narrated.claims.map { ClaimJSON($0, axes: axes) }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, claim, sayAt, rank, series, salience, effect, text, briefText, landmarks, landmarkCount
        case varianceExplained, detail, claims
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(claim, forKey: .claim)
        try c.encode(sayAt, forKey: .sayAt)
        try c.encode(rank, forKey: .rank)
        try c.encode(series, forKey: .series)
        try c.encode(salience, forKey: .salience)
        try c.encode(effect, forKey: .effect)
        try c.encode(text, forKey: .text)
        try c.encode(briefText, forKey: .briefText)
        try c.encode(landmarks, forKey: .landmarks)
        try c.encodeIfPresent(landmarkCount, forKey: .landmarkCount)
        try c.encodeIfPresent(varianceExplained, forKey: .varianceExplained)
        try detail.encode(to: c.superEncoder(forKey: .detail))
        try c.encode(claims, forKey: .claims)
    }

    /// A finding's detail as its kind's JSON. `rateUnit` is the step a relation's sentence says its change per.
    private static func detail(_ d: FindingDetail, _ axes: JSONAxisValues, rateUnit: RateUnit?) -> any Encodable {
        switch d {
        case .shape(let s): ShapeJSON(s, axes)
        case .levelShift(let l): LevelShiftJSON(l, axes)
        case .seasonality(let s): SeasonalityJSON(s, axes)
        case .cycle(let c): CycleJSON(c, axes)
        case .record(let r): RecordJSON(r, axes)
        case .drawdown(let d): DrawdownJSON(d, axes)
        case .gap(let g): GapJSON(g, axes)
        case .outliers(let s): OutliersJSON(s, axes)
        case .steady(let s): SteadyJSON(s, axes)
        case .overtake(let o): OvertakeJSON(o, axes)
        case .dominance(let d): DominanceJSON(d, axes)
        case .splitLead(let s): SplitLeadJSON(s, axes)
        case .tracking(let t): TrackingJSON(t, axes)
        case .growth(let g): GrowthJSON(g, axes)
        case .shares(let s): SharesJSON(s, axes)
        case .threshold(let t): ThresholdJSON(t, axes)
        case .sharedExtreme(let e): SharedExtremeJSON(e, axes)
        case .commonMove(let c): CommonMoveJSON(c, axes)
        case .course(let c): CourseJSON(c, axes)
        case .path(let p): PathJSON(p, axes)
        case .giants(let g): GiantsJSON(g, axes)
        case .signRun(let r): SignRunJSON(r, axes)
        case .spreadShift(let s): SpreadShiftJSON(s, axes)
        case .spreadContrast(let c): SpreadContrastJSON(c, axes)
        case .groupReversal(let g): GroupReversalJSON(g, axes)
        case .relationContrast(let c): RelationContrastJSON(c, axes)
        case .pairedChange(let c): PairedChangeJSON(c, axes)
        case .scale(let s): ScaleJSON(s, axes)
        case .periodChange(let c): PeriodChangeJSON(c, axes)
        case .ranking(let r): RankingJSON(r, axes)
        case .correlation(let c): CorrelationJSON(c, axes, rateUnit: rateUnit)
        case .clusters(let c): ClustersJSON(c, axes)
        case .influence(let p): InfluenceJSON(p, axes)
        case .groups(let g): GroupsJSON(g, axes)
        }
    }

    /// The name of a say-at level in JSON.
    private static func name(_ level: SayAt) -> String {
        switch level {
        case .short: "short"
        case .standard: "standard"
        case .long: "long"
        case .dataOnly: "dataOnly"
        }
    }
}
