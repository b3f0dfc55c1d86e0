import ChartDescriptorXML

/// A Vega-Lite filter (https://vega.github.io/vega-lite/docs/filter.html): an expression string, a field
/// predicate (`equal`, `lt`, `lte`, `gt`, `gte`, `range`, `oneOf`, `valid`, optionally through a `timeUnit`),
/// or `and`/`or`/`not` of predicates. A `param` predicate (an interactive selection) keeps every row: a
/// static chart shows the selection empty, which Vega-Lite draws as all the data.
indirect enum FilterPredicate {
    case expression(VegaExpression)
    case field(String, CalendarUnit?, Test)
    case and([FilterPredicate])
    case or([FilterPredicate])
    case not(FilterPredicate)
    case all

    enum Test {
        case equal(VegaValue), lt(VegaValue), lte(VegaValue), gt(VegaValue), gte(VegaValue)
        case range(VegaValue?, VegaValue?), oneOf([VegaValue]), valid(Bool)
    }

    init(_ node: LocatedJSON, pipeline: TransformPipeline) throws(DescriptorError) {
        if node.string != nil { self = .expression(try pipeline.expression(node)); return }
        guard node.isObject else { throw pipeline.fail(node, "a filter is an expression string or a predicate object, not \(node.kindName)") }
        if let list = node["and"]?.array { self = .and(try list.map { n throws(DescriptorError) in try FilterPredicate(n, pipeline: pipeline) }); return }
        if let list = node["or"]?.array { self = .or(try list.map { n throws(DescriptorError) in try FilterPredicate(n, pipeline: pipeline) }); return }
        if let inner = node["not"] { self = .not(try FilterPredicate(inner, pipeline: pipeline)); return }
        if node["param"] != nil || node["selection"] != nil { self = .all; return }
        guard let field = node["field"]?.string else {
            throw pipeline.fail(node, "a filter predicate needs a \"field\" (or and, or, not, or an expression string)")
        }
        var unit: CalendarUnit?
        if let u = node["timeUnit"] {
            let name = u.string ?? u["unit"]?.string ?? ""
            guard let cu = CalendarUnit(vegaLite: name) else { throw pipeline.fail(u, "timeUnit \"\(name)\" is not supported") }
            unit = cu
        }
        func value(_ n: LocatedJSON) throws(DescriptorError) -> VegaValue {
            switch n.value {
            case .number(let x): return .number(x)
            case .string(let s): return .string(s)
            case .bool(let b): return .bool(b)
            case .null: return .null
            case .object:
                // A DateTime object: {year, month, date, hours, …}, months 1-based or named.
                let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
                let y = n["year"]?.number ?? 2012
                var m = (n["month"]?.number).map { $0 - 1 } ?? 0
                if let name = n["month"]?.string, let k = months.firstIndex(of: String(name.lowercased().prefix(3))) { m = Double(k) }
                let e = VegaExpression.call("datetime", [y, m, n["date"]?.number ?? 1, n["hours"]?.number ?? 0,
                                                         n["minutes"]?.number ?? 0, n["seconds"]?.number ?? 0, 0].map { .literal(.number($0)) })
                return e.evaluate { _ in .null }
            case .array: throw pipeline.fail(n, "a predicate value must be a number, string, boolean or date")
            }
        }
        if let v = node["equal"] { self = .field(field, unit, .equal(try value(v))); return }
        if let v = node["lt"] { self = .field(field, unit, .lt(try value(v))); return }
        if let v = node["lte"] { self = .field(field, unit, .lte(try value(v))); return }
        if let v = node["gt"] { self = .field(field, unit, .gt(try value(v))); return }
        if let v = node["gte"] { self = .field(field, unit, .gte(try value(v))); return }
        if let v = node["valid"]?.bool { self = .field(field, unit, .valid(v)); return }
        if let r = node["range"] {
            guard let list = r.array, list.count == 2 else { throw pipeline.fail(r, "a range is [min, max]") }
            let lo = list[0].isNull ? nil : try value(list[0]), hi = list[1].isNull ? nil : try value(list[1])
            self = .field(field, unit, .range(lo, hi)); return
        }
        if let r = node["oneOf"] ?? node["in"] {
            guard let list = r.array else { throw pipeline.fail(r, "oneOf is an array of values") }
            self = .field(field, unit, .oneOf(try list.map { n throws(DescriptorError) in try value(n) })); return
        }
        throw pipeline.fail(node, "this field predicate is not supported; use equal, lt, lte, gt, gte, range, oneOf or valid")
    }

    func holds(_ row: [String: VegaLiteData.Cell]) -> Bool {
        switch self {
        case .all: return true
        case .expression(let e): return e.evaluate { TransformPipeline.value(row[$0]) }.truthy
        case .and(let list): return list.allSatisfy { $0.holds(row) }
        case .or(let list): return list.contains { $0.holds(row) }
        case .not(let p): return !p.holds(row)
        case .field(let name, let unit, let test):
            var v = TransformPipeline.value(row[name])
            if let unit, let ms = v.dateMilliseconds { v = .number(unit.apply(ms: ms)) }
            func rhs(_ w: VegaValue) -> VegaValue {
                // With a time unit, the value is a date of that unit: 2005 for the unit year is the year 2005.
                guard let unit else { return w }
                if case .number(let n) = w, unit.year && !unit.month && !unit.date && n < 10_000 {
                    return .number(unit.apply(ms: VegaExpression.call("datetime", [.literal(.number(n))]).evaluate { _ in .null }.number))
                }
                return w.dateMilliseconds.map { .number(unit.apply(ms: $0)) } ?? w
            }
            switch test {
            case .valid(let want):
                let ok: Bool = { if case .null = v { return false }; return !(v.isNumber && v.number.isNaN) }()
                return ok == want
            case .equal(let w): return v.looselyEquals(rhs(w))
            case .lt(let w): return VegaValue.compare(v, rhs(w), "<")
            case .lte(let w): return VegaValue.compare(v, rhs(w), "<=")
            case .gt(let w): return VegaValue.compare(v, rhs(w), ">")
            case .gte(let w): return VegaValue.compare(v, rhs(w), ">=")
            case .range(let lo, let hi):
                if case .null = v { return false }
                return (lo.map { VegaValue.compare(v, rhs($0), ">=") } ?? true) && (hi.map { VegaValue.compare(v, rhs($0), "<=") } ?? true)
            case .oneOf(let list): return list.contains { v.looselyEquals(rhs($0)) }
            }
        }
    }
}
