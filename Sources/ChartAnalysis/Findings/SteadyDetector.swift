/// Says that a series never changes (a goal line, a fixed price).
///
/// Test: at least two values, all equal. Alone in its chart it is the story (salience 0.9); beside other
/// series it is a reference line, context for the threshold finding (salience 0.15).
enum SteadyDetector {
    static func findings(_ context: FindingContext) -> [Finding] {
        let others = context.statistics.filter { $0.validCount > 0 }.count
        return context.constantSeries.map { s in
            let level = context.statistics[s].minimum!.value
            return Finding(series: [s], salience: others > 1 ? 0.15 : 0.9,
                           detail: .steady(SteadyLevel(series: s, level: level, isConstant: true, maximumDeviation: 0)))
        }
    }
}
