import ChartModel

/// Re-exports ChartModel's tag helpers under a name that does not clash with Foundation.
typealias LanguageTagNormal = ChartModel.LanguageTag
