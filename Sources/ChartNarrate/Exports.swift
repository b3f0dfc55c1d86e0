// `import ChartNarrate` is all a library user needs: the model, the readers, the narration and audio types that
// the façade's API takes and returns come with it.
@_exported import ChartModel
@_exported import ChartDescriptorXML
@_exported import ChartCSV
@_exported import ChartVegaLite
@_exported import ChartAnalysis
@_exported import Narration
@_exported import AudioRender
