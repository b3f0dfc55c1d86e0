/// A landmark's position and value as the narration says them ("Mar 2024", "12.3 °C"), for outputs that show a
/// landmark without formatting it again (`--format json`).
public struct LandmarkLabel: Sendable, Hashable {
    /// The x position in the axis format: a date, a category label, a year or a number with unit.
    public var x: String
    /// The y value with the axis format and unit.
    public var y: String

    /// Creates a label.
    package init(x: String, y: String) {
        self.x = x
        self.y = y
    }
}
