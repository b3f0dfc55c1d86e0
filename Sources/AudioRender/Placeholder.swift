import ChartModel
