import ChartAnalysis

/// `finding.signRun`: the longest stretches of a series below (or above) zero, one or two.
struct SignRunArguments: MessageArguments {
    var name: String
    var first: String
    var second: String
    var two: Bool
}

/// `finding.signRun.stretch`: one stretch.
struct SignRunStretch: MessageArguments {
    var below: Bool
    var length: Int
    var pointUnit: String
    var fromX: String
    var toX: String
    var toEnd: Bool
    var last: Bool
}

extension FindingPhraser {
    func signRunArguments(_ r: SignRun) throws(NarrationError) -> SignRunArguments {
        var clauses: [String] = []
        for (k, stretch) in r.stretches.enumerated() {
            let s = SignRunStretch(below: stretch.isBelow, length: stretch.length, pointUnit: facts.pointUnit,
                                   fromX: x.position(stretch.start.x), toX: x.position(stretch.end.x),
                                   toEnd: stretch.reachesEnd, last: k == r.stretches.count - 1)
            clauses.append(try renderer.render("finding.signRun.stretch", s.messageArguments))
        }
        return SignRunArguments(name: facts.seriesName(r.series), first: clauses[0],
                                second: clauses.count > 1 ? clauses[1] : "", two: clauses.count > 1)
    }
}
