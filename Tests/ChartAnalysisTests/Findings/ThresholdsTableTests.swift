import Foundation
import Testing
@testable import ChartAnalysis

/// docs/findings.md's thresholds table and the code's constants say the same: every number that decides a
/// claim is a named constant, each row of the table names one (`Code`) with its value, and a change on either
/// side alone fails here.
@Suite struct ThresholdsTableTests {
    /// The constants the table names, by the text of its `Code` column. A function of the count (the
    /// systematic-change margin) is named with the count it is read at.
    static let constants: [String: Double] = [
        "PersistentNoiseCriterion.penaltyPerParameter": PersistentNoiseCriterion.penaltyPerParameter,
        "PersistentNoiseCriterion.estimatedPersistencePenalty": PersistentNoiseCriterion.estimatedPersistencePenalty,
        "PersistentNoiseCriterion.persistenceRange.lower": PersistentNoiseCriterion.persistenceRange.lower,
        "PersistentNoiseCriterion.persistenceRange.upper": PersistentNoiseCriterion.persistenceRange.upper,
        "LevelModelSelector.minimumCount": Double(LevelModelSelector.minimumCount),
        "LevelModelSelector.maximumSegments": Double(LevelModelSelector.maximumSegments),
        "LevelModelSelector.maximumLevels": Double(LevelModelSelector.maximumLevels),
        "LevelModelSelector.minimumShare": LevelModelSelector.minimumShare,
        "LevelModelSelector.minimumRun": Double(LevelModelSelector.minimumRun),
        "ShapeBuilder.significance": ShapeBuilder.significance,
        "ShapeBuilder.minimumShareOfShape": ShapeBuilder.minimumShareOfShape,
        "ShapeBuilder.minimumShareOfScale": ShapeBuilder.minimumShareOfScale,
        "ShapeBuilder.exactNoiseShare": ShapeBuilder.exactNoiseShare,
        "ShapeBuilder.endTolerance": ShapeBuilder.endTolerance,
        "ShapeBuilder.endWindowShare": ShapeBuilder.endWindowShare,
        "ShapeBuilder.joiningPace": ShapeBuilder.joiningPace,
        "OvertakeDetector.orderChangeMargin": OvertakeDetector.orderChangeMargin,
        "ShareDetector.wholesTolerance": ShareDetector.wholesTolerance,
        "RecordFinder.minimumRelativeFall": RecordFinder.minimumRelativeFall,
        "VisibleCourseFinder.endAfterShare": VisibleCourseFinder.endAfterShare,
        "VisibleCourseFinder.largestStepShare": VisibleCourseFinder.largestStepShare,
        "VisibleCourseFinder.largestStepOverNext": VisibleCourseFinder.largestStepOverNext,
        "VisibleCourseFinder.seriesStepOverNext": VisibleCourseFinder.seriesStepOverNext,
        "VisibleCourse.flatOnChartShare": VisibleCourse.flatOnChartShare,
        "VisibleCourseFinder.penSteepPartLimit": Double(VisibleCourseFinder.penSteepPartLimit),
        "CorrelationStrength.strongFrom": CorrelationStrength.strongFrom,
        "CorrelationStrength.moderateFrom": CorrelationStrength.moderateFrom,
        "CorrelationStrength.weakFrom": CorrelationStrength.weakFrom,
        "VisibleCourseFinder.seriesStepShare": VisibleCourseFinder.seriesStepShare,
        "VisibleCourseFinder.largestStepOverMean": VisibleCourseFinder.largestStepOverMean,
        "FindingRanker.contraryFallShare": FindingRanker.contraryFallShare,
        "FindingRanker.fewestOthersRising": Double(FindingRanker.fewestOthersRising),
        "FindingRanker.othersFallShare": FindingRanker.othersFallShare,
        "CategoryRanking.leastLeadRatioSaid": CategoryRanking.leastLeadRatioSaid,
        "RecordFinder.furtherFallShare": RecordFinder.furtherFallShare,
        "RecordFinder.furtherFallVisible": RecordFinder.furtherFallVisible,
        "RecordFinder.mostFurtherFalls": Double(RecordFinder.mostFurtherFalls),
        "RecordFinder.furtherFallsRead": Double(RecordFinder.furtherFallsRead),
        "RecordFinder.furtherFallsFewestPoints": Double(RecordFinder.furtherFallsFewestPoints),
        "RecordFinder.furtherFallsGrowth": RecordFinder.furtherFallsGrowth,
        "StructureDetector.furtherFallWeight": StructureDetector.furtherFallWeight,
        "StructureDetector.furtherFallFullShare": StructureDetector.furtherFallFullShare,
        "OvertakeDetector.mostOrderChanges": Double(OvertakeDetector.mostOrderChanges),
        "SaidByComparison.endSlack": SaidByComparison.endSlack,
        "LevelShiftBuilder.significance": LevelShiftBuilder.significance,
        "LevelShiftBuilder.minimumResidualDeviations": LevelShiftBuilder.minimumResidualDeviations,
        "LevelShiftBuilder.minimumShareOfScale": LevelShiftBuilder.minimumShareOfScale,
        "LevelShiftBuilder.minimumShareOfVariance": LevelShiftBuilder.minimumShareOfVariance,
        "LevelShiftBuilder.minimumMedianShare": LevelShiftBuilder.minimumMedianShare,
        "LevelShiftBuilder.widestStepGap": LevelShiftBuilder.widestStepGap,
        "LevelShiftBuilder.widestStepSpan": LevelShiftBuilder.widestStepSpan,
        "SeriesStructure.mostPersistentLevels": SeriesStructure.mostPersistentLevels,
        "CalendarCycleFinder.minimumCycles": CalendarCycleFinder.minimumCycles,
        "CalendarCycleFinder.minimumStrength": CalendarCycleFinder.minimumStrength,
        "CalendarCycleFinder.maximumCycles": Double(CalendarCycleFinder.maximumCycles),
        "CalendarCycleFinder.clipSigmas": CalendarCycleFinder.clipSigmas,
        "CalendarCycleFinder.maximumSubDailySpacing": CalendarCycleFinder.maximumSubDailySpacing,
        "CalendarCycleFinder.screeningStrength": CalendarCycleFinder.screeningStrength,
        "CalendarCycle.closeShareOfSwing": CalendarCycle.closeShareOfSwing,
        "StructureDetector.seasonVisibleShare": StructureDetector.seasonVisibleShare,
        "MonthlySeason.maximumSpacing": MonthlySeason.maximumSpacing,
        "MonthlySeason.minimumMonths": Double(MonthlySeason.minimumMonths),
        "MonthlySeason.maximumPhaseShift": MonthlySeason.maximumPhaseShift,
        "CycleFinder.minimumCorrelation": CycleFinder.minimumCorrelation,
        "CycleFinder.bandWidth": CycleFinder.bandWidth,
        "CycleFinder.minimumCycles": CycleFinder.minimumCycles,
        "CycleFinder.minimumBins": Double(CycleFinder.minimumBins),
        "CycleFinder.minimumAmplitudeInPoints": CycleFinder.minimumAmplitudeInPoints,
        "SeriesStructure.calendarCycleTolerance": SeriesStructure.calendarCycleTolerance,
        "SignRunDetector.minimumCount": Double(SignRunDetector.minimumCount),
        "SignRunDetector.minimumLength": Double(SignRunDetector.minimumLength),
        "SignRunDetector.level": SignRunDetector.level,
        "SignRunDetector.fewestSidePoints": Double(SignRunDetector.fewestSidePoints),
        "SignRunDetector.mostlyShare": SignRunDetector.mostlyShare,
        "SignRunDetector.visibleShare": SignRunDetector.visibleShare,
        "SignRunDetector.mostNamedExceptions": Double(SignRunDetector.mostNamedExceptions),
        "VisibleCourseFinder.fewestPoints": Double(VisibleCourseFinder.fewestPoints),
        "VisibleCourseFinder.fewestUnimodalPoints": Double(VisibleCourseFinder.fewestUnimodalPoints),
        "VisibleCourseFinder.pointByPointLimit": Double(VisibleCourseFinder.pointByPointLimit),
        "VisibleCourseFinder.fewestHeldPoints": Double(VisibleCourseFinder.fewestHeldPoints),
        "VisibleCourseFinder.fewestDescribedPoints": Double(VisibleCourseFinder.fewestDescribedPoints),
        "VisibleCourseFinder.visibleReversalShare": VisibleCourseFinder.visibleReversalShare,
        "VisibleCourseFinder.steepPartShare": VisibleCourseFinder.steepPartShare,
        "OvertakeDetector.mostSpellSeries": Double(OvertakeDetector.mostSpellSeries),
        "OvertakeDetector.spellMarginShare": OvertakeDetector.spellMarginShare,
        "Dominance.fewestTimesSaid": Dominance.fewestTimesSaid,
        "Dominance.fewestTimesBetween": Dominance.fewestTimesBetween,
        "Dominance.gapSpreadSaid": Dominance.gapSpreadSaid,
        "Dominance.mostGapPoints": Double(Dominance.mostGapPoints),
        "VisibleCourseFinder.endShortShare": VisibleCourseFinder.endShortShare,
        "VisibleCourse.mostItemsToldInFull": Double(VisibleCourse.mostItemsToldInFull),
        "VisibleCourseFinder.lateTurnPoints": Double(VisibleCourseFinder.lateTurnPoints),
        "VisibleCourseFinder.lateTurnShare": VisibleCourseFinder.lateTurnShare,
        "VisibleCourseFinder.steepStepShare": VisibleCourseFinder.steepStepShare,
        "ScatterDetector.fewestSmallCloudPoints": Double(ScatterDetector.fewestSmallCloudPoints),
        "ScatterDetector.smallCloudCorrelation": ScatterDetector.smallCloudCorrelation,
        "Dominance.timesSpread": Dominance.timesSpread,
        "VisibleCourseFinder.steepPartSpan": VisibleCourseFinder.steepPartSpan,
        "VisibleCourseFinder.endShare": VisibleCourseFinder.endShare,
        "VisibleCourseFinder.levelTurnShare": VisibleCourseFinder.levelTurnShare,
        "ClaimAudit.levelShare": ClaimAudit.levelShare,
        "ClaimAudit.levelOfValueShare": ClaimAudit.levelOfValueShare,
        "ClaimAudit.levelDriftFactor": ClaimAudit.levelDriftFactor,
        "ClaimAudit.levelInsideShare": ClaimAudit.levelInsideShare,
        "ClaimAudit.aboutShare": ClaimAudit.aboutShare,
        "ClaimAudit.noiseWindowMinimum": Double(ClaimAudit.noiseWindowMinimum),
        "ClaimAudit.aboutInsideShare": ClaimAudit.aboutInsideShare,
        "VisibleCourseFinder.pointByPointReadLimit": Double(VisibleCourseFinder.pointByPointReadLimit),
        "ClaimAudit.penHiddenShare": ClaimAudit.penHiddenShare,
        "ClaimAudit.pointHiddenShare": ClaimAudit.pointHiddenShare,
        "ClaimAudit.glanceMoveShare": ClaimAudit.glanceMoveShare,
        "ClaimAudit.glanceWidthShare": ClaimAudit.glanceWidthShare,
        "VisibleEvents.eventShare": VisibleEvents.eventShare,
        "VisibleEvents.endShare": VisibleEvents.endShare,
        "VisibleEvents.endPointByPoint": Double(VisibleEvents.endPointByPoint),
        "VisibleEvents.mostSeries": Double(VisibleEvents.mostSeries),
        "ClaimAudit.shareTolerance": ClaimAudit.shareTolerance,
        "VisibleCourseFinder.unimodalRoughness": VisibleCourseFinder.unimodalRoughness,
        "ScatterPathDetector.fewestPoints": Double(ScatterPathDetector.fewestPoints),
        "VisibleCourseFinder.penWidthShare": VisibleCourseFinder.penWidthShare,
        "VisibleCourseFinder.quietShare": VisibleCourseFinder.quietShare,
        "VisibleCourseFinder.wholeMoveShare": VisibleCourseFinder.wholeMoveShare,
        "VisibleCourseFinder.moveShare": VisibleCourseFinder.moveShare,
        "VisibleCourseFinder.noiseMultiple": VisibleCourseFinder.noiseMultiple,
        "VisibleCourseFinder.mostMoves": Double(VisibleCourseFinder.mostMoves),
        "VisibleCourseFinder.mostPointByPointMoves": Double(VisibleCourseFinder.mostPointByPointMoves),
        "VisibleCourseFinder.creepFactor": VisibleCourseFinder.creepFactor,
        "VisibleCourse.pacedBins": Double(VisibleCourse.pacedBins),
        "VisibleCourse.longPaceLevel": VisibleCourse.longPaceLevel,
        "VisibleCourseFinder.creepPace": VisibleCourseFinder.creepPace,
        "VisibleCourseFinder.creepSpan": VisibleCourseFinder.creepSpan,
        "VisibleCourse.paceRatio": VisibleCourse.paceRatio,
        "VisibleCourse.breakPace": VisibleCourse.breakPace,
        "VisibleCourse.fewestBreakSteps": Double(VisibleCourse.fewestBreakSteps),
        "VisibleCourse.breakSpan": VisibleCourse.breakSpan,
        "VisibleCourse.fewestPacedSteps": Double(VisibleCourse.fewestPacedSteps),
        "VisibleCourse.paceAgreement": VisibleCourse.paceAgreement,
        "VisibleCourse.fewestSwings": Double(VisibleCourse.fewestSwings),
        "VisibleCourse.fewestCountedSwings": Double(VisibleCourse.fewestCountedSwings),
        "VisibleCourseFinder.largestMoveShare": VisibleCourseFinder.largestMoveShare,
        "VisibleCourseFinder.netShare": VisibleCourseFinder.netShare,
        "VisibleCourseFinder.shortSeriesLimit": Double(VisibleCourseFinder.shortSeriesLimit),
        "VisibleCourseFinder.underSeasonWeight": VisibleCourseFinder.underSeasonWeight,
        "VisibleCourseFinder.shortPersistence": VisibleCourseFinder.shortPersistence,
        "VisibleCourseFinder.shortTrendZ": VisibleCourseFinder.shortTrendZ,
        "RecordFinder.marginInNoise": RecordFinder.marginInNoise,
        "RecordFinder.minimumShareOfRange": RecordFinder.minimumShareOfRange,
        "RecordFinder.minimumExplainedShare": RecordFinder.minimumExplainedShare,
        "RecordFinder.minimumRebound": RecordFinder.minimumRebound,
        "RecordFinder.unexplainedShareOfRange": RecordFinder.unexplainedShareOfRange,
        "StructureDetector.crashShare": StructureDetector.crashShare,
        "StructureDetector.crashSpan": StructureDetector.crashSpan,
        "RecordFinder.unexplainedRiseShare": RecordFinder.unexplainedRiseShare,
        "RecordFinder.unexplainedRunLength": Double(RecordFinder.unexplainedRunLength),
        "RecordFinder.unexplainedOrder": RecordFinder.unexplainedOrder,
        "OutlierFinder.threshold": OutlierFinder.threshold,
        "OutlierFinder.seriesLevel": OutlierFinder.seriesLevel,
        "OutlierFinder.minimumShareOfRange": OutlierFinder.minimumShareOfRange,
        "OutlierFinder.maximumShare": OutlierFinder.maximumShare,
        "OutlierFinder.maximumAutocorrelation": OutlierFinder.maximumAutocorrelation,
        "OutlierFinder.episodeThreshold": OutlierFinder.episodeThreshold,
        "OutlierFinder.episodeLength": Double(OutlierFinder.episodeLength),
        "SpreadShiftDetector.minimumCount": Double(SpreadShiftDetector.minimumCount),
        "SpreadShiftDetector.criticalValue": SpreadShiftDetector.criticalValue,
        "SpreadShiftDetector.leastStretchShare": SpreadShiftDetector.leastStretchShare,
        "SpreadShiftDetector.leastRatio": SpreadShiftDetector.leastRatio,
        "SpreadShiftDetector.maximumAutocorrelation": SpreadShiftDetector.maximumAutocorrelation,
        "SpreadContrastDetector.leastRatio": SpreadContrastDetector.leastRatio,
        "SpreadContrastDetector.fewestPoints": Double(SpreadContrastDetector.fewestPoints),
        "SpreadContrastDetector.maximumAutocorrelation": SpreadContrastDetector.maximumAutocorrelation,
        "OutlierFinder.loneSpikeGapShare": OutlierFinder.loneSpikeGapShare,
        "OutlierFinder.loneSpikeNeighbourShare": OutlierFinder.loneSpikeNeighbourShare,
        "VisibleCourseFinder.longSteepPartLimit": Double(VisibleCourseFinder.longSteepPartLimit),
        "VisibleCourseFinder.longSteepPartSpan": VisibleCourseFinder.longSteepPartSpan,
        "StructureDetector.fewestCyclesForCourse": StructureDetector.fewestCyclesForCourse,
        "StructureDetector.steadyShare": StructureDetector.steadyShare,
        "StructureDetector.steadyAutocorrelation": StructureDetector.steadyAutocorrelation,
        "GapDetector.minimumRun": Double(GapDetector.minimumRun),
        "TrendClassifier.significanceLevel": TrendClassifier.significanceLevel,
        "TrendClassifier.minimumRelativeChange": TrendClassifier.minimumRelativeChange,
        "TrendClassifier.minimumRSquared": TrendClassifier.minimumRSquared,
        "TrendClassifier.fluctuationThreshold": TrendClassifier.fluctuationThreshold,
        "TrendClassifier.persistenceCheckMinimum": Double(TrendClassifier.persistenceCheckMinimum),
        "StatisticsBuilder.fenceMultiplier": StatisticsBuilder.fenceMultiplier,
        "StatisticsBuilder.minimumPointsForOutliers": Double(StatisticsBuilder.minimumPointsForOutliers),
        "StatisticsBuilder.minimumFenceFractionOfRange": StatisticsBuilder.minimumFenceFractionOfRange,
        "ProminentExtrema.minimumFractionOfRange": ProminentExtrema.minimumFractionOfRange,
        "SystematicChange.minimumCount": Double(SystematicChange.minimumCount),
        "SystematicChange.lineMargin(15)": SystematicChange.lineMargin(15),
        "SystematicChange.lineMargin(29)": SystematicChange.lineMargin(29),
        "SystematicChange.lineMargin(30)": SystematicChange.lineMargin(30),
        "SystematicChange.driftLikelihoodRatio": SystematicChange.driftLikelihoodRatio,
        "OrderRuns.shortestRun": Double(OrderRuns.shortestRun),
        "OrderRuns.pointsPerRun": OrderRuns.pointsPerRun,
        "OvertakeDetector.leaderRunShare": OvertakeDetector.leaderRunShare,
        "TrackingDetector.minimumCount": Double(TrackingDetector.minimumCount),
        "TrackingDetector.minimumCorrelation": TrackingDetector.minimumCorrelation,
        "TrackingDetector.changeLevel": TrackingDetector.changeLevel,
        "TrackingDetector.maximumGapToSpread": TrackingDetector.maximumGapToSpread,
        "ValueScale.leastRelativeSpan": ValueScale.leastRelativeSpan,
        "DominanceDetector.minimumCount": Double(DominanceDetector.minimumCount),
        "DominanceDetector.minimumCategoryCount": Double(DominanceDetector.minimumCategoryCount),
        "DominanceDetector.fewestGapTrendPoints": Double(DominanceDetector.fewestGapTrendPoints),
        "DominanceDetector.gapTrendFactor": DominanceDetector.gapTrendFactor,
        "DominanceDetector.gapTrendShare": DominanceDetector.gapTrendShare,
        "DominanceDetector.gapTrendAgreement": DominanceDetector.gapTrendAgreement,
        "DominanceDetector.minimumFraction": DominanceDetector.minimumFraction,
        "DominanceDetector.leastNetGapShare": DominanceDetector.leastNetGapShare,
        "DominanceDetector.fewestSeriesForLowest": Double(DominanceDetector.fewestSeriesForLowest),
        "DominanceDetector.mostSplitCategories": Double(DominanceDetector.mostSplitCategories),
        "SharedExtremeDetector.chanceLevel": SharedExtremeDetector.chanceLevel,
        "CommonMoveDetector.minimumSeries": Double(CommonMoveDetector.minimumSeries),
        "CommonMoveDetector.minimumPoints": Double(CommonMoveDetector.minimumPoints),
        "CommonMoveDetector.agreementShare": CommonMoveDetector.agreementShare,
        "CommonMoveDetector.windowShare": CommonMoveDetector.windowShare,
        "PairedChangeDetector.minimumCategories": Double(PairedChangeDetector.minimumCategories),
        "PairedChangeDetector.maximumExceptions": Double(PairedChangeDetector.maximumExceptions),
        "PairedChangeDetector.categoriesPerException": Double(PairedChangeDetector.categoriesPerException),
        "PairedChangeDetector.fewCategories": Double(PairedChangeDetector.fewCategories),
        "PeriodChangeDetector.minimumCategories": Double(PeriodChangeDetector.minimumCategories),
        "PeriodChangeDetector.flatShare": PeriodChangeDetector.flatShare,
        "ScaleDetector.fewestAnswers": Double(ScaleDetector.fewestAnswers),
        "ScaleDetector.fewestMirroredPairs": Double(ScaleDetector.fewestMirroredPairs),
        "RankingDetector.evenRatio": RankingDetector.evenRatio,
        "CategoryConcentration.fewestForFewHead": Double(CategoryConcentration.fewestForFewHead),
        "CategoryConcentration.fewStep": CategoryConcentration.fewStep,
        "ScatterFit.minimumCount": Double(ScatterFit.minimumCount),
        "ScatterFit.relationLevel": ScatterFit.relationLevel,
        "ScatterFit.bendLevel": ScatterFit.bendLevel,
        "ScatterFit.minimumAICcGain": ScatterFit.minimumAICcGain,
        "ScatterFit.nearLinearR": ScatterFit.nearLinearR,
        "ScatterFit.nearLinearGain": ScatterFit.nearLinearGain,
        "ScatterFit.levelsOffSlope": ScatterFit.levelsOffSlope,
        "ScatterFit.levelsOffReach": ScatterFit.levelsOffReach,
        "ScatterFit.fewestBendSidePoints": Double(ScatterFit.fewestBendSidePoints),
        "ScatterFit.bendSideShare": ScatterFit.bendSideShare,
        "MagnitudeSpan.fewestDecades": MagnitudeSpan.fewestDecades,
        "MagnitudeSpan.fewestLogDecadesY": MagnitudeSpan.fewestLogDecadesY,
        "MagnitudeSpan.mostOffScaleShare": MagnitudeSpan.mostOffScaleShare,
        "MagnitudeSpan.crowdShare": MagnitudeSpan.crowdShare,
        "GiantsFinder.mostGiants": Double(GiantsFinder.mostGiants),
        "GiantsFinder.gapShare": GiantsFinder.gapShare,
        "GiantsFinder.fewestPoints": Double(GiantsFinder.fewestPoints),
        "GiantsFinder.largeLoneGapShare": GiantsFinder.largeLoneGapShare,
        "GiantsFinder.mostNext": Double(GiantsFinder.mostNext),
        "SeriesShape.endBackShare": SeriesShape.endBackShare,
        "SeriesShape.endWindowShare": SeriesShape.endWindowShare,
        "ScatterDetector.fewestPooledPoints": Double(ScatterDetector.fewestPooledPoints),
        "ScatterDetector.pooledAgainstLevel": ScatterDetector.pooledAgainstLevel,
        "OutlierGroup.dominanceRatio": OutlierGroup.dominanceRatio,
        "ScatterDetector.minimumNoRelationCount": Double(ScatterDetector.minimumNoRelationCount),
        "ScatterDetector.outlierLimit": ScatterDetector.outlierLimit,
        "ScatterDetector.maximumOutlierShare": ScatterDetector.maximumOutlierShare,
        "ScatterDetector.minimumScaleShareOfRange": ScatterDetector.minimumScaleShareOfRange,
        "InfluenceAnalysis.minimumShift": InfluenceAnalysis.minimumShift,
        "InfluenceAnalysis.level": InfluenceAnalysis.level,
        "InfluenceAnalysis.flipStrengthShare": InfluenceAnalysis.flipStrengthShare,
        "ScatterDetector.cloudFalseShare": ScatterDetector.cloudFalseShare,
        "ClusterDetector.minimumCount": Double(ClusterDetector.minimumCount),
        "ClusterDetector.maximumClusters": Double(ClusterDetector.maximumClusters),
        "ClusterDetector.minimumBICGain": ClusterDetector.minimumBICGain,
        "ClusterDetector.minimumShare": ClusterDetector.minimumShare,
        "ClusterDetector.minimumSeparation": ClusterDetector.minimumSeparation,
        "ClusterDetector.maximumDip": ClusterDetector.maximumDip,
        "GroupDetector.level": GroupDetector.level,
        "GroupDetector.minimumEtaSquared": GroupDetector.minimumEtaSquared,
        "GroupReversalDetector.minimumPoints": Double(GroupReversalDetector.minimumPoints),
        "GroupReversalDetector.pooledLevel": GroupReversalDetector.pooledLevel,
        "GroupReversalDetector.groupLevel": GroupReversalDetector.groupLevel,
        "GroupReversalDetector.minimumPooled": GroupReversalDetector.minimumPooled,
        "RelationContrastFinder.level": RelationContrastFinder.level,
        "RelationContrastFinder.minimumPoints": Double(RelationContrastFinder.minimumPoints),
        "RelationContrastFinder.maximumGroups": Double(RelationContrastFinder.maximumGroups),
        "RelationContrastFinder.minimumOverlap": RelationContrastFinder.minimumOverlap,
        "RelationContrastFinder.minimumSteeperRatio": RelationContrastFinder.minimumSteeperRatio,
    ]

    /// One row of the table: the `Code` cell and the value as written.
    struct Row { let code: String; let value: String; let line: Int }

    /// The rows of the table under "## Thresholds" in docs/findings.md: its `Code` column names the constant
    /// (in backticks), its `Value` column the number.
    static func rows() throws -> [Row] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/findings.md")
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "## Thresholds"), "docs/findings.md has no \"## Thresholds\" section")
        var header: [String]?
        var rows: [Row] = []
        for k in (start + 1)..<lines.count {
            let line = lines[k]
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("|") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard let names = header else { header = cells; continue }
            if cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }
            let code = try #require(names.firstIndex(of: "Code")), value = try #require(names.firstIndex(of: "Value"))
            rows.append(Row(code: cells[code].trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                            value: cells[value], line: k + 1))
        }
        return rows
    }

    /// A value as the table writes it: a decimal number (thin or plain spaces as thousands separators), a
    /// fraction "1/25", or "π/3".
    static func number(_ text: String) -> Double? {
        let plain = text.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\u{2009}", with: "")
            .replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "−", with: "-")
        let parts = plain.split(separator: "/")
        func atom(_ s: Substring) -> Double? { s == "π" ? Double.pi : Double(s) }
        if parts.count == 2, let a = atom(parts[0]), let b = atom(parts[1]) { return a / b }
        return parts.count == 1 ? atom(parts[0]) : nil
    }

    @Test func everyRowOfTheTableEqualsTheCodesConstant() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 100, "\(rows.count) rows")
        for row in rows {
            guard let constant = Self.constants[row.code] else {
                Issue.record("docs/findings.md:\(row.line): \(row.code) is not in ThresholdsTableTests.constants")
                continue
            }
            let value = try #require(Self.number(row.value), "docs/findings.md:\(row.line): \(row.value) is no number")
            #expect(value == constant, "docs/findings.md:\(row.line): \(row.code) is \(row.value) in the table, \(constant) in the code")
        }
    }

    @Test func everyConstantIsInTheTableOnce() throws {
        let codes = try Self.rows().map(\.code)
        for name in Self.constants.keys.sorted() where codes.filter({ $0 == name }).count != 1 {
            Issue.record("\(name) is in the table \(codes.filter { $0 == name }.count) times, not once")
        }
    }

    @Test func valuesAreReadAsWritten() {
        #expect(Self.number("1/25") == 1.0 / 25 && Self.number("π/3") == Double.pi / 3)
        #expect(Self.number("43 200") == 43_200 && Self.number("−0.5") == -0.5 && Self.number("6.63") == 6.63)
        #expect(Self.number("about 5") == nil)
    }
}
