import ChartModel

/// Everything the structure detectors learn about one series: its calendar cycles, how its level moves
/// (shape or level shifts), what is left over, and the cycles, records and outliers found from there.
///
/// Order matters and follows what the eye separates: calendar cycles are removed first (so a seasonal
/// series is "rising, with a yearly swing", not a zigzag of segments), then the level is described on the
/// adjusted values, and outliers are judged against everything that was explained.
struct SeriesStructure {
    let course: CourseSeries
    /// Calendar cycles found (strongest first), removed before the level is described.
    let calendarCycles: [CalendarCycle]
    /// Their sum at every point (zeros when there are none), computed when read.
    var seasonal: SeasonalComponent { SeasonalComponent(cycles: calendarCycles) }
    /// The series with its calendar cycles removed (the values themselves when there are none), computed
    /// when read: eight bytes a point fewer while the level is described.
    let adjusted: AdjustedValues
    /// The level model the shape or shifts come from (nil when the constant level was not beaten).
    var levelModel: LevelModel?
    var shape: SeriesShape?
    var shifts: [LevelShift] = []
    /// The share of the variance each shift carries on its own.
    var shiftShares: [Double] = []
    /// The fitted level at every point (the mean when there is no level model).
    var level: [Double]
    /// A cycle not tied to the calendar in what the level model leaves over, with its crests and troughs.
    var cycle: (period: Double, periodPoints: Double, correlation: Double, crests: [Int], troughs: [Int])?
    /// Point-to-point noise of the adjusted values.
    let noise: Double
    /// max(|mean|, range) of the values.
    let scale: Double
    /// max − min of the values.
    let range: Double
    /// Variance of the values (population).
    let variance: Double
    /// Mean of the values (`LevelModelSelector.meanAndDeviation`'s, measured once for every detector).
    let mean: Double

    /// Steps between levels need noise that returns to them: the step model's AR(1) coefficient at most this.
    static let mostPersistentLevels = 0.9
    /// A cycle within this share of a calendar cycle's length that was found is that calendar cycle again.
    static let calendarCycleTolerance = 0.2

    init(course: CourseSeries, xAxis: Axis) {
        self.course = course
        let ys = course.ys
        var cycles = CalendarCycleFinder.cycles(course, axis: xAxis)
        if let monthly = MonthlySeason.cycle(of: course, axis: xAxis, found: cycles) { cycles.append(monthly) }
        calendarCycles = cycles
        adjusted = AdjustedValues(values: ys, seasonal: SeasonalComponent(cycles: calendarCycles))
        let (mean, deviation) = LevelModelSelector.meanAndDeviation(ys) ?? (0, 0)
        self.mean = mean
        variance = deviation * deviation
        let (low, high) = FiniteExtremes.of(ys) ?? (0, 0)
        scale = max(abs(mean), high - low)
        range = high - low
        noise = RobustScale.differenceNoise(adjusted)
        // Filled once the level is described (the constant first, then the model's, held two arrays at once).
        level = []

        let bins = BinnedCourse(u: course.u, values: adjusted)
        describeLevel(bins: bins)
        level = levelModel.map { course.u.map($0.value(at:)) } ?? [Double](repeating: mean, count: ys.count)
        findCycle(bins: bins)
    }

    /// The first candidate level model (best score first) that survives as a shape or as level shifts.
    private mutating func describeLevel(bins: BinnedCourse) {
        let candidates = LevelModelSelector.candidates(u: bins.u, values: bins.values)
        guard !candidates.isEmpty else { return }
        let null = LevelModelSelector.nullScore(u: bins.u, values: bins.values)
        let shapes = ShapeBuilder(course: course, values: adjusted, bins: bins, scale: scale, noise: noise,
                                  isSeasonallyAdjusted: !calendarCycles.isEmpty)
        let steps = LevelShiftBuilder(course: course, values: adjusted, bins: bins, scale: scale, variance: variance,
                                      nullScore: null)
        for candidate in candidates {
            switch candidate.form {
            case .constant:
                continue
            case .piecewise:
                guard let found = shapes.shape(from: candidate) else { continue }
                shape = found.shape
                shape?.adjustedPeriod = calendarCycles.map(\.period).max { $0.approximateSeconds < $1.approximateSeconds }
                levelModel = found.model
            case .steps:
                // Steps between levels need noise that returns to them: under a random walk (φ = 1, or near it) a "step"
                // is one large move of a wander, and the means either side are no levels (the S&P 500's
                // October 2008 was said "from about 1,220 to about 970", the mean of eight years that ran from
                // 800 to 1,550 and back).
                guard candidate.estimatesPersistence, candidate.fit.phi <= SeriesStructure.mostPersistentLevels,
                      let found = steps.shifts(from: candidate) else { continue }
                shifts = found.shifts
                shiftShares = found.shares
                levelModel = found.model
            }
            break
        }
    }

    /// A non-calendar cycle in the residuals (skipped when a calendar cycle of about the same length was found).
    private mutating func findCycle(bins: BinnedCourse) {
        let model = levelModel
        let binLevel = model.map { m in bins.u.map(m.value(at:)) } ?? [Double](repeating: level[0], count: bins.count)
        let binResiduals = zip(bins.values, binLevel).map { $0 - $1 }
        guard let found = CycleFinder.period(residuals: binResiduals) else { return }
        let periodPoints = found.lag * Double(course.count) / Double(bins.count)
        let period = periodPoints * course.medianGap()
        for calendar in calendarCycles {
            let length = CalendarCycleFinder.length(calendar.period)
            if abs(period - length) < SeriesStructure.calendarCycleTolerance * length { return }
        }
        let residuals = Difference(a: adjusted, b: level)
        if bins.count < course.count {
            // Cycles over the span: the phase of a point or bin is 2π · u · cycles.
            let cycles = Double(course.count) / periodPoints
            let inPoints = CycleFinder.amplitude(residuals, u: course.u, cycles: cycles)
            let inBins = CycleFinder.amplitude(binResiduals, u: bins.u, cycles: cycles)
            guard inPoints >= CycleFinder.minimumAmplitudeInPoints * inBins else { return }
        }
        let crests = CycleFinder.extremes(residuals: residuals, values: course.ys, period: periodPoints, crests: true)
        let troughs = CycleFinder.extremes(residuals: residuals, values: course.ys, period: periodPoints, crests: false)
        guard !crests.isEmpty else { return }
        cycle = (period, periodPoints, found.correlation, crests, troughs)
    }

    /// The shares of two components (`share(of:)` of each).
    func shares<A: RandomAccessCollection<Double>, B: RandomAccessCollection<Double>>(of a: A, and b: B) -> (Double, Double)
    where A.Index == Int, B.Index == Int {
        guard variance > 0 else { return (0, 0) }
        let first = LevelModelSelector.meanAndDeviation(a), second = LevelModelSelector.meanAndDeviation(b)
        func share(_ d: (Double, Double)?) -> Double { d.map { min(1, $0.1 * $0.1 / variance) } ?? 0 }
        return (share(first), share(second))
    }

    /// Share of the values' variance carried by a component (its variance over theirs), 0…1.
    func share<Component: RandomAccessCollection<Double>>(of component: Component) -> Double where Component.Index == Int {
        guard variance > 0, let (_, deviation) = LevelModelSelector.meanAndDeviation(component) else { return 0 }
        return min(1, deviation * deviation / variance)
    }
}

/// The sum of calendar cycles' profiles at every point, computed when read (the cycles' phases are one byte
/// a point; the sum would be eight).
struct SeasonalComponent: RandomAccessCollection {
    let cycles: [CalendarCycle]
    var startIndex: Int { 0 }
    var endIndex: Int { cycles.first?.phases.count ?? 0 }
    subscript(k: Int) -> Double {
        var sum = 0.0
        for cycle in cycles { sum += cycle.profile[Int(cycle.phases[k])] }
        return sum
    }
}

/// The values less the calendar cycles' sum, computed when read (the same subtraction an array of them held).
struct AdjustedValues: RandomAccessCollection {
    let values: [Double]
    let seasonal: SeasonalComponent
    var startIndex: Int { 0 }
    var endIndex: Int { values.count }
    subscript(k: Int) -> Double { seasonal.cycles.isEmpty ? values[k] : values[k] - seasonal[k] }
}
