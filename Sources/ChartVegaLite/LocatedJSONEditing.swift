/// Edits of a parsed spec, for the defaults Vega-Lite applies and the views it composes (an inferred `type`, a
/// repeated field put in place, a facet's filter): the new values keep the position of what they replace, so a
/// problem found in them is still reported where the author wrote the spec.
extension LocatedJSON {
    /// A string, number or object value located at `node`.
    static func string(_ s: String, at node: LocatedJSON) -> LocatedJSON { LocatedJSON(value: .string(s), line: node.line, column: node.column) }
    static func number(_ n: Double, at node: LocatedJSON) -> LocatedJSON { LocatedJSON(value: .number(n), line: node.line, column: node.column) }
    static func object(_ members: [(String, LocatedJSON)], at node: LocatedJSON) -> LocatedJSON {
        LocatedJSON(value: .object(members.map { Member(key: $0.0, keyLine: $0.1.line, keyColumn: $0.1.column, value: $0.1) }),
                    line: node.line, column: node.column)
    }

    /// This object with `key` set to `value` (replacing every member of that key), or removed when `value` is nil.
    func setting(_ key: String, _ value: LocatedJSON?) -> LocatedJSON {
        guard case .object(var members) = self.value else { return self }
        let at = members.firstIndex { $0.key == key }
        members.removeAll { $0.key == key }
        if let value {
            let m = Member(key: key, keyLine: value.line, keyColumn: value.column, value: value)
            members.insert(m, at: Swift.min(at ?? members.count, members.count))
        }
        return LocatedJSON(value: .object(members), line: line, column: column)
    }

    /// This value with every object `{"repeat": name}` replaced by `field` (how `repeat` puts a field in place).
    func substitutingRepeat(_ name: String, with field: String) -> LocatedJSON {
        switch value {
        case .object(let members):
            if members.count == 1, members[0].key == "repeat", members[0].value.string == name { return .string(field, at: self) }
            var copy = self
            copy.value = .object(members.map { m in
                var m = m
                m.value = m.value.substitutingRepeat(name, with: field)
                return m
            })
            return copy
        case .array(let list):
            var copy = self
            copy.value = .array(list.map { $0.substitutingRepeat(name, with: field) })
            return copy
        default: return self
        }
    }
}
