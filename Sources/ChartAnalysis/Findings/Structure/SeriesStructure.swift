/// Everything the structure detectors learn about one series: its calendar cycles, how its level moves
/// (shape or level shifts), what is left over, and the cycles, records and outliers found from there.
///
/// Order matters and follows what the eye separates: calendar cycles are removed first (so a seasonal
/// series is "rising, with a yearly swing", not a zigzag of segments), then the level is described on the
/// adjusted values, and outliers are judged against everything that was explained.
struct SeriesStructure {
    let course: CourseSeries
    /// The series with its calendar cycles removed (the values themselves when there are none).
    let adjusted: [Double]
    /// The level model the shape or shifts come from (nil when the constant level was not beaten).
    var levelModel: LevelModel?
    var shape: SeriesShape?
    var shifts: [LevelShift] = []
    /// Position (into the course) of the first point after each shift.
    var shiftPositions: [Int] = []
    /// The fitted level at every point (the mean when there is no level model).
    var level: [Double]
    /// Point-to-point noise of the adjusted values.
    let noise: Double
    /// max(|mean|, range) of the values.
    let scale: Double
    /// Variance of the values (population).
    let variance: Double

    init(course: CourseSeries) {
        self.course = course
        let ys = course.ys
        adjusted = ys
        let (mean, deviation) = LevelModelSelector.meanAndDeviation(ys) ?? (0, 0)
        variance = deviation * deviation
        var low = ys[0], high = ys[0]
        for y in ys { low = min(low, y); high = max(high, y) }
        scale = max(abs(mean), high - low)
        noise = RobustScale.differenceNoise(adjusted)
        level = [Double](repeating: mean, count: ys.count)

        let bins = BinnedCourse(u: course.u, values: adjusted)
        let candidates = LevelModelSelector.candidates(u: bins.u, values: bins.values)
        guard !candidates.isEmpty else { return }
        let null = LevelModelSelector.nullScore(u: bins.u, values: bins.values)
        let shapes = ShapeBuilder(course: course, values: adjusted, bins: bins, scale: scale, noise: noise,
                                  isSeasonallyAdjusted: false)
        let steps = LevelShiftBuilder(course: course, values: adjusted, bins: bins, scale: scale, nullScore: null)
        for candidate in candidates {
            switch candidate.form {
            case .constant:
                continue
            case .piecewise:
                guard let found = shapes.shape(from: candidate) else { continue }
                shape = found.shape
                levelModel = found.model
            case .steps:
                guard let found = steps.shifts(from: candidate) else { continue }
                shifts = found.shifts
                shiftPositions = found.positions
                levelModel = found.model
            }
            break
        }
        if let levelModel { level = course.u.map(levelModel.value(at:)) }
    }

    /// Share of the values' variance carried by a component (its variance over theirs), 0…1.
    func share(of component: [Double]) -> Double {
        guard variance > 0, let (_, deviation) = LevelModelSelector.meanAndDeviation(component) else { return 0 }
        return min(1, deviation * deviation / variance)
    }
}
