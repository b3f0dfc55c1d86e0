import CICUBridge

/// Lists joined the locale's way ("A, B, and C", "A、B和C").
struct ListFormatting: Sendable {
    /// Whether the list means all items or one of them.
    enum Kind: Int32, Sendable { case and = 0, or = 1 }

    /// The ICU locale id.
    let locale: String

    /// The items joined as a list of `kind`.
    func format(_ items: [String], kind: Kind = .and) -> String {
        if items.count <= 1 { return items.first ?? "" }
        return ICUBuffer.withCStrings(items) { pointers in
            (try? ICUBuffer.string { icub_list_format(locale, kind.rawValue, pointers, Int32(pointers.count), $0, $1) })
                ?? items.joined(separator: ", ")
        }
    }
}
