import ChartModel
import Foundation

/// An expression of the common subset of the Vega expression language
/// (https://vega.github.io/vega/docs/expressions/) that `filter` and `calculate` transforms are written in:
/// literals, `datum.x` and `datum['x']`, `!`, unary `-`, `* / %`, `+ -`, comparisons, `== != === !==`, `&& ||`,
/// `? :`, and the calls listed in `VegaExpression.functions`. Parsed by `VegaExpressionParser`, evaluated on one
/// row by `evaluate`.
indirect enum VegaExpression: Equatable {
    case literal(VegaValue)
    case field(String)
    case unary(String, VegaExpression)
    case binary(String, VegaExpression, VegaExpression)
    case conditional(VegaExpression, VegaExpression, VegaExpression)
    case call(String, [VegaExpression])

    /// The functions of the subset, with how many arguments each takes.
    static let functions: [String: ClosedRange<Int>] = [
        "abs": 1...1, "ceil": 1...1, "floor": 1...1, "round": 1...1, "sqrt": 1...1, "exp": 1...1, "log": 1...1,
        "pow": 2...2, "min": 1...20, "max": 1...20, "isValid": 1...1, "isNaN": 1...1, "isFinite": 1...1,
        "toNumber": 1...1, "toString": 1...1, "toDate": 1...1, "toBoolean": 1...1, "lower": 1...1, "upper": 1...1,
        "length": 1...1, "indexof": 2...2, "substring": 2...3, "test": 2...2,
        "year": 1...1, "quarter": 1...1, "month": 1...1, "date": 1...1, "day": 1...1, "hours": 1...1,
        "minutes": 1...1, "seconds": 1...1, "utcyear": 1...1, "utcquarter": 1...1, "utcmonth": 1...1, "utcdate": 1...1,
        "utcday": 1...1, "utchours": 1...1, "utcminutes": 1...1, "utcseconds": 1...1, "datetime": 1...7, "utc": 1...7,
        "time": 1...1, "if": 3...3,
    ]

    /// The value on `row`: `field` reads a field of the row (nil when absent).
    func evaluate(_ field: (String) -> VegaValue) -> VegaValue {
        switch self {
        case .literal(let v): return v
        case .field(let name): return field(name)
        case .unary(let op, let e):
            let v = e.evaluate(field)
            return op == "!" ? .bool(!v.truthy) : op == "+" ? .number(v.number) : .number(-v.number)
        case .conditional(let c, let a, let b): return c.evaluate(field).truthy ? a.evaluate(field) : b.evaluate(field)
        case .binary(let op, let l, let r):
            let a = l.evaluate(field)
            switch op {
            case "&&": return a.truthy ? r.evaluate(field) : a
            case "||": return a.truthy ? a : r.evaluate(field)
            default: break
            }
            let b = r.evaluate(field)
            switch op {
            case "+":
                if case .string = a { return .string(a.text + b.text) }
                if case .string = b { return .string(a.text + b.text) }
                return .number(a.number + b.number)
            case "-": return .number(a.number - b.number)
            case "*": return .number(a.number * b.number)
            case "/": return .number(a.number / b.number)
            case "%": return .number(a.number.truncatingRemainder(dividingBy: b.number))
            case "==": return .bool(a.looselyEquals(b))
            case "!=": return .bool(!a.looselyEquals(b))
            case "===": return .bool(a == b)
            case "!==": return .bool(a != b)
            default: return .bool(VegaValue.compare(a, b, op))
            }
        case .call("if", let args):
            return args[0].evaluate(field).truthy ? args[1].evaluate(field) : args[2].evaluate(field)
        case .call(let name, let args):
            let v = args.map { $0.evaluate(field) }
            return Self.call(name, v)
        }
    }

    private static func call(_ name: String, _ v: [VegaValue]) -> VegaValue {
        let x = v.first ?? .null
        switch name {
        case "abs": return .number(abs(x.number))
        case "ceil": return .number(x.number.rounded(.up))
        case "floor": return .number(x.number.rounded(.down))
        case "round": return .number((x.number + 0.5).rounded(.down))  // JavaScript rounds halves up
        case "sqrt": return .number(x.number.squareRoot())
        case "exp": return .number(_exp(x.number))
        case "log": return .number(_log(x.number))
        case "pow": return .number(_pow(x.number, v[1].number))
        case "min": return .number(v.map(\.number).reduce(Double.infinity) { $0.isNaN || $1.isNaN ? .nan : Swift.min($0, $1) })
        case "max": return .number(v.map(\.number).reduce(-Double.infinity) { $0.isNaN || $1.isNaN ? .nan : Swift.max($0, $1) })
        case "isValid": if case .null = x { return .bool(false) }; return .bool(!(x.isNumber && x.number.isNaN))
        case "isNaN": return .bool(x.number.isNaN)
        case "isFinite": return .bool(x.number.isFinite)
        case "toNumber": if case .null = x { return .null }; return .number(x.number)
        case "toString": if case .null = x { return .null }; return .string(x.text)
        case "toBoolean": if case .null = x { return .null }; return .bool(x.truthy)
        case "toDate", "time": if case .null = x { return .null }; return x.dateMilliseconds.map(VegaValue.number) ?? .number(.nan)
        case "lower": return .string(x.text.lowercased())
        case "upper": return .string(x.text.uppercased())
        case "length": return .number(Double(x.text.count))
        case "indexof":
            guard let r = x.text.range(of: v[1].text) else { return .number(-1) }
            return .number(Double(x.text.distance(from: x.text.startIndex, to: r.lowerBound)))
        case "substring":
            let chars = Array(x.text)
            // JavaScript's substring: NaN is 0, the rest truncated and clamped to the text (1e300 is its end).
            func clamp(_ d: Double) -> Int { d.isNaN ? 0 : Int(Swift.max(0, Swift.min(Double(chars.count), d.rounded(.towardZero)))) }
            let a = clamp(v[1].number), b = v.count > 2 ? clamp(v[2].number) : chars.count
            return .string(String(chars[Swift.min(a, b)..<Swift.max(a, b)]))
        case "test": return .bool(v[1].text.isEmpty ? true : x.text.contains(v[1].text))
        case "datetime", "utc":
            // datetime(year, month (0-based), day, hours, minutes, seconds, milliseconds), in UTC as everywhere.
            let n = v.map(\.number) + [Double](repeating: 0, count: 7 - v.count)
            // A year or month beyond JavaScript's dates (±275,760 years) is an invalid date: NaN, as in Vega.
            guard n.allSatisfy(\.isFinite), abs(n[0]) <= 400_000, abs(n[1]) <= 4_800_000 else { return .number(.nan) }
            let months = Int(n[1].rounded(.down))
            let year = Int(n[0].rounded(.towardZero)) + Int((Double(months) / 12).rounded(.down))
            let month = ((months % 12) + 12) % 12 + 1
            let days = Double(CivilCalendar.days(year: year, month: month, day: 1)) + (v.count > 2 ? n[2] : 1) - 1
            let ms = ((days * 24 + n[3]) * 60 + n[4]) * 60_000 + n[5] * 1000 + n[6]
            return .number(VegaValue.isTimeValue(ms) ? ms : .nan)
        default:
            // The date parts, in UTC (chartnarrate reads every date in UTC).
            guard let ms = x.dateMilliseconds else { return .number(.nan) }
            let seconds = ms / 1000
            let day = CivilCalendar.dayNumber(seconds)
            let c = CivilCalendar.civil(fromDays: day)
            let secondOfDay = seconds - Double(day) * 86_400
            switch name.hasPrefix("utc") ? String(name.dropFirst(3)) : name {
            case "year": return .number(Double(c.year))
            case "quarter": return .number(Double((c.month - 1) / 3 + 1))
            case "month": return .number(Double(c.month - 1))
            case "date": return .number(Double(c.day))
            case "day": return .number(Double(((day + 4) % 7 + 7) % 7))  // 1970-01-01 was a Thursday (4)
            case "hours": return .number((secondOfDay / 3600).rounded(.down))
            case "minutes": return .number((secondOfDay / 60).rounded(.down).truncatingRemainder(dividingBy: 60))
            default: return .number(secondOfDay.rounded(.down).truncatingRemainder(dividingBy: 60))
            }
        }
    }
}


private func _exp(_ x: Double) -> Double { Foundation.exp(x) }
private func _log(_ x: Double) -> Double { Foundation.log(x) }
private func _pow(_ x: Double, _ y: Double) -> Double { Foundation.pow(x, y) }
