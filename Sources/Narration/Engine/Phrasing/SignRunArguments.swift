import ChartAnalysis

/// `finding.signRun`: the side of zero most points lie on (`finding.signRun.sides`), and the longest stretches
/// of a series below (or above) zero, one or two.
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

/// `finding.signRun.sides`: most points on one side of zero, and the exceptions.
struct SignRunSides: MessageArguments {
    var below: Bool
    var count: Int
    /// The whole with its unit ("16 points", "16年").
    var total: String
    var unit: String
    /// The exceptions named with their values ("in 1998 (2.4%) and 2002 (3.6%)"), else counted.
    var named: Bool
    var exceptions: String
    var exceptionCount: Int
    var last: Bool
}

extension FindingPhraser {
    func signRunArguments(_ r: SignRun) throws(NarrationError) -> SignRunArguments {
        var clauses: [String] = []
        // With the sides said, a stretch on the other side would contradict "mostly": only the majority's is kept.
        let stretches = r.sides.map { sides in r.stretches.filter { $0.isBelow == sides.mostlyBelow } } ?? r.stretches
        if let sides = r.sides {
            let unit = facts.stepUnit(series: r.series)
            func counted(_ n: Int) throws(NarrationError) -> String {
                try renderer.render("item.tied", ["count": .number(Double(n)), "pointUnit": .string(unit)])
            }
            var named: [String] = []
            for p in sides.exceptions {
                named.append(try renderer.render("finding.signRun.exception", ["x": .string(x.position(p.x)), "value": .string(y.value(p.y))]))
            }
            let a = SignRunSides(below: sides.mostlyBelow, count: sides.count,
                                 total: try counted(r.count), unit: unit, named: !named.isEmpty,
                                 exceptions: named.isEmpty ? "" : try facts.at(renderer.list(named)),
                                 exceptionCount: sides.exceptionCount, last: stretches.isEmpty)
            clauses.append(try renderer.render("finding.signRun.sides", a.messageArguments))
        }
        for (k, stretch) in stretches.prefix(r.sides == nil ? 2 : 1).enumerated() {
            let s = SignRunStretch(below: stretch.isBelow, length: stretch.length, pointUnit: facts.pointUnit,
                                   fromX: x.position(stretch.start.x), toX: x.position(stretch.end.x),
                                   toEnd: stretch.reachesEnd, last: k == stretches.count - 1 || r.sides != nil)
            clauses.append(try renderer.render("finding.signRun.stretch", s.messageArguments))
        }
        return SignRunArguments(name: facts.seriesName(r.series), first: clauses[0],
                                second: clauses.count > 1 ? clauses[1] : "", two: clauses.count > 1)
    }
}
