/// The events the planted-truth generator plants into a chart (docs/findings.md, "Planted-truth rates"): each is
/// what a sighted reader takes in first on its chart, at a known place, so whether the narration says it, and
/// whether it says anything false about it, can be decided from the generated data alone.
enum PlantedEvent: String, CaseIterable, Sendable, Comparable {
    /// A rise to a peak at 55–85 % of the chart, then a fall of 60 % of the rise to the end.
    case peakBeforeEnd
    /// A slow rise, a crash of most of the range over 3 % of the points at 30–55 %, a recovery over 20 %.
    case crashAndRecovery
    /// A level series (±10 %) whose one point at 20–80 % halves and recovers at the next: a sparse series' collapse.
    case onePointCollapse
    /// A rise over the first 30–50 % of the chart, then a level to the end.
    case plateau
    /// A level that steps up or down by the series' whole range at 30–70 % and holds there.
    case step
    /// A rise, a dip and a rise again to a last point above every earlier one.
    case recordAtEnd
    /// A rise to a high at 30–55 %, a fall and a rise back to a last point 2–8 % below that high: a "record" there
    /// is false.
    case nearRecordAtEnd
    /// The two largest series cross at 30–70 %: one rises through the other, which holds or falls.
    case overtake
    /// Every series rises; the largest holds level for a quarter to two fifths of the chart, then rises again.
    case stall
    /// A rise to a peak at 55–80 %, a drop of a third at the next point, and no recovery.
    case dropAfterPeak
    /// A scatter (a tight relation or a round cloud) with one point far from all the others.
    case scatterOutlier

    /// The fewest points the event can be drawn in.
    var fewestPoints: Int {
        switch self {
        case .peakBeforeEnd, .onePointCollapse, .recordAtEnd: 3
        case .plateau, .step, .nearRecordAtEnd, .overtake: 4
        case .crashAndRecovery, .dropAfterPeak: 5
        case .stall: 6
        case .scatterOutlier: 8
        }
    }

    /// The bands of series counts the event makes sense in: an overtake and a stall need several series; a
    /// scatter's lone point is read in one cloud or among two or three groups.
    var seriesBands: [SeriesBand] {
        switch self {
        case .overtake, .stall: [.few, .many]
        case .scatterOutlier: [.one, .few]
        default: SeriesBand.allCases
        }
    }

    /// Whether the event is a point of a scatter rather than a course along x.
    var isScatter: Bool { self == .scatterOutlier }

    /// Events sort in declaration order.
    static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

/// How many points a generated chart has: the everyday charts of reports (3–12) and four longer bands.
enum LengthBand: String, CaseIterable, Sendable, Comparable {
    case everyday = "3–12"
    case fifty = "~50"
    case fiveHundred = "~500"
    case fiveThousand = "~5,000"
    case hundredThousand = "100,000"

    /// A length in the band for an event drawn in at least `fewest` points.
    func count(_ g: inout PlantedRandom, fewest: Int) -> Int {
        switch self {
        case .everyday: g.int(in: max(3, fewest)...12)
        case .fifty: g.int(in: 40...60)
        case .fiveHundred: g.int(in: 400...600)
        case .fiveThousand: g.int(in: 4_000...6_000)
        case .hundredThousand: 100_000
        }
    }

    /// Bands sort in declaration order.
    static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

/// How many series a generated chart has.
enum SeriesBand: String, CaseIterable, Sendable, Comparable {
    case one = "1"
    case few = "2–3"
    case many = "4–12"

    /// A series count in the band.
    func count(_ g: inout PlantedRandom) -> Int {
        switch self {
        case .one: 1
        case .few: g.int(in: 2...3)
        case .many: g.int(in: 4...12)
        }
    }

    /// Bands sort in declaration order.
    static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

/// What the event is planted into: noise alone, a straight trend, or a season (monthly or yearly, from ~50 points).
enum PlantedBackground: String, CaseIterable, Sendable {
    case noise, trend, season
}
