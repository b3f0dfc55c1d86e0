/// The version of chartnarrate.
public enum ChartNarrateVersion {
    /// Semantic version string, printed by `--version`.
    public static let string = "0.1.0"
}
