// `import ChartNarrate` is all a library user needs. The façade's own types (`ChartInput`, `ChartBriefing`,
// `OutputFile`, `Outline`, `ChartNarrateError`, `ExitCode`, …) are declared in this module. The types its API takes
// and returns that live in the layers below are re-exported here one by one, by name (a scoped import re-exports
// that one declaration and nothing else of its module); docs/library.md lists them. The layers themselves are not
// re-exported: the rest of their API is `package` access, for this package's own targets, tests and tools, and
// free to change. A type named here is API to keep stable: add one only when a public signature needs it.
// (Scoped re-exports rather than `public typealias`: an alias is a second declaration of the name, which is
// ambiguous in expressions such as `[Report]()` in code that imports both this module and the layer.)

// ChartModel: the chart model: what every reader returns and what a program may build in code.
@_exported import struct ChartModel.AdditionalValue
@_exported import struct ChartModel.Axis
@_exported import enum ChartModel.AxisKind
@_exported import struct ChartModel.AxisRange
@_exported import enum ChartModel.AxisScale
@_exported import enum ChartModel.AxisUnit
@_exported import enum ChartModel.DatePeriod
@_exported import struct ChartModel.Category
@_exported import struct ChartModel.Chart
@_exported import enum ChartModel.ChartType
@_exported import struct ChartModel.DataPoint
@_exported import struct ChartModel.LocalizedText
@_exported import struct ChartModel.Report
@_exported import struct ChartModel.Series
@_exported import struct ChartModel.SeriesPoints

// ChartDescriptorXML: descriptor errors with their located diagnostics, and the writer of any model as a descriptor.
@_exported import enum ChartDescriptorXML.DescriptorError
@_exported import struct ChartDescriptorXML.DescriptorWriter
@_exported import struct ChartDescriptorXML.Diagnostic

// ChartCSV: how a CSV file's columns become a chart (`ChartInput.load(_:csv:)`).
@_exported import struct ChartCSV.CSVChartOptions
@_exported import enum ChartCSV.CSVDateOrder

// Narration: the narration options, and what a `ChartBriefing` holds: every text block with the findings behind it,
// the HTML page's options, the script of `ChartBriefing.script()`. Only the narrator makes the results (their
// inits are package).
@_exported import enum Narration.BriefingLength
@_exported import struct Narration.CatalogInfo
@_exported import struct Narration.BriefingScript
@_exported import struct Narration.ChapterMark
@_exported import struct Narration.ChartNarration
@_exported import struct Narration.DigestInterval
@_exported import struct Narration.GraphMarker
@_exported import struct Narration.HTMLAudio
@_exported import struct Narration.HTMLOptions
@_exported import struct Narration.HTMLPointTones
@_exported import struct Narration.LandmarkLabel
@_exported import struct Narration.NarratedFinding
@_exported import struct Narration.NarrationHeadings
@_exported import enum Narration.NarrationMode
@_exported import struct Narration.NarrationOptions
@_exported import struct Narration.RateUnit
@_exported import struct Narration.ReportNarration
@_exported import enum Narration.ScriptSegment
@_exported import struct Narration.SonificationCue
@_exported import struct Narration.SpeechItem

// ChartAnalysis: the statistics and findings each narrated chart carries (`ChartNarration.insights`),
// made by the analysis only (their inits are package). A finding's typed payload (`detail`) is not public; the
// JSON output has it.
@_exported import struct ChartAnalysis.AuditReport
@_exported import struct ChartAnalysis.ChartInsights
@_exported import enum ChartAnalysis.ClaimCheck
@_exported import struct ChartAnalysis.Correlation
@_exported import enum ChartAnalysis.CorrelationStrength
@_exported import struct ChartAnalysis.Crossing
@_exported import struct ChartAnalysis.Extreme
@_exported import struct ChartAnalysis.Finding
@_exported import enum ChartAnalysis.FindingClaim
@_exported import enum ChartAnalysis.FindingKind
@_exported import struct ChartAnalysis.IntervalSummary
@_exported import enum ChartAnalysis.IntervalUnit
@_exported import struct ChartAnalysis.Landmark
@_exported import enum ChartAnalysis.LandmarkRole
@_exported import struct ChartAnalysis.OverallExtreme
@_exported import struct ChartAnalysis.PointRef
@_exported import enum ChartAnalysis.SayAt
@_exported import struct ChartAnalysis.SeriesFacts
@_exported import struct ChartAnalysis.SeriesPointRef
@_exported import struct ChartAnalysis.SeriesStatistics
@_exported import struct ChartAnalysis.StepChange
@_exported import struct ChartAnalysis.Trend
@_exported import enum ChartAnalysis.TrendDirection
@_exported import enum ChartAnalysis.TrendStrength
@_exported import struct ChartAnalysis.ValueScale

// AudioRender: audio options and results: PCM or a sink, the timeline, chapters and loudness, and their JSON writers.
@_exported import struct AudioRender.AudioLayout
@_exported import struct AudioRender.AudioOptions
@_exported import protocol AudioRender.AudioSink
@_exported import enum AudioRender.ChapterWriter
@_exported import struct AudioRender.Loudness
@_exported import struct AudioRender.RenderedAudio
@_exported import struct AudioRender.RenderedProgramme
@_exported import enum AudioRender.SegmentKind
@_exported import struct AudioRender.TimedChapter
@_exported import struct AudioRender.TimedText
@_exported import struct AudioRender.Timeline
@_exported import struct AudioRender.TimelineLabel
@_exported import struct AudioRender.TimelineMarker
@_exported import struct AudioRender.TimelineSegment
@_exported import enum AudioRender.TimelineWriter

// Sonification: how the audio graphs sound (`AudioOptions.sonification`).
@_exported import enum Sonification.AdditionalAxisEncoding
@_exported import struct Sonification.SonificationOptions
