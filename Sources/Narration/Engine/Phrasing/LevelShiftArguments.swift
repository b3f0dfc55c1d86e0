import ChartAnalysis

/// `finding.levelShift` (and `finding.levelShift.then`, a later shift of the same series): where the level
/// stepped and the levels either side, rounded to what the step's size makes worth saying.
struct LevelShiftArguments: MessageArguments {
    var direction: UpOrDown
    var x: String
    var at: String
    var before: String
    var after: String
    /// The later shifts' `then` clauses, or empty.
    var more: String
}

extension FindingPhraser {
    func levelShiftArguments(_ shift: LevelShift, more: String = "") throws(NarrationError) -> LevelShiftArguments {
        let step = y.aboutStep(for: abs(shift.step))
        return LevelShiftArguments(direction: shift.step > 0 ? .up : .down, x: x.position(shift.after.x),
                                   at: try at(shift.after.x), before: y.value(shift.levelBefore, .about(step: step)),
                                   after: y.value(shift.levelAfter, .about(step: step)), more: more)
    }

    /// One sentence for the level shifts of one series, in x order: the first with its levels either side,
    /// each later one with the level it reached ("Epidemic jumped in one step around 1917, from about 600,000
    /// to about 1.8 million, then dropped around 1923 to about 0"): said one by one, by salience, the later
    /// step came first and repeated the level between them.
    func levelShifts(_ findings: [Finding], precision: Precision) throws(NarrationError) -> String {
        let ordered = findings.compactMap { f -> (finding: Finding, shift: LevelShift)? in
            if case .levelShift(let shift) = f.detail { return (f, shift) }
            return nil
        }.sorted { $0.shift.after.x < $1.shift.after.x }
        let shifts = ordered.map(\.shift)
        var a = try arguments(ordered[0].finding, precision: precision)
        a["kind"] = .string(FindingKind.levelShift.rawValue)
        a["brief"] = .flag(precision == .brief)
        var more = ""
        for shift in shifts.dropFirst() {
            more += try renderer.render("finding.levelShift.then", try levelShiftArguments(shift).adding(to: a))
        }
        a["more"] = .string(more)
        return try renderer.render("finding.levelShift", a)
    }
}
