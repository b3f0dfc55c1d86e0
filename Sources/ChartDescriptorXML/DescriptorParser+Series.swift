import ChartModel

extension DescriptorParser {
    /// Reads a `<series>`; nil when it has too little to plot (the problem is reported).
    func readSeries(_ tag: StartTag, state: inout ChartState) -> Series? {
        checkAttributes(tag)
        var names: [LocalizedText.Variant] = []
        if let raw = tag.attribute("name") {
            let text = TextNormalizer.collapsed(raw)
            if text.isEmpty {
                report("name= is empty; give the series a name", at: tag, attribute: "name")
            } else {
                names.append(LocalizedText.Variant(language: variantLanguage(of: tag), text: text))
            }
        }
        var continuous: Bool?
        if let raw = tag.attribute("continuous") {
            switch raw.trimmingXMLWhitespace() {
            case "true", "1": continuous = true
            case "false", "0": continuous = false
            default: report("continuous=\"\(raw)\" must be true or false", at: tag, attribute: "continuous")
            }
        }
        var points = SeriesPointsBuilder(expectedSize: reader.expectedSize, startOffset: reader.position)
        var continuation: CompactContinuation?
        var sawData = false
        forEachChild(of: tag) { child in
            guard child.namespace == nil else { return rejectChild(child, in: tag) }
            if child.name == "point" || child.name == "values" { sawData = true }
            switch child.name {
            case "point": readPoint(child, state: &state, into: &points)
            case "values": readValues(child, state: &state, into: &points, continuation: &continuation)
            case "name": readVariant(child, into: &names)
            default: rejectChild(child, in: tag)
            }
        }
        guard !stopped else { return nil }
        if names.isEmpty {
            report("<series> needs a name (attribute name= or a <name> child)", at: tag)
        }
        if !sawData {
            report("<series> has no data; add <point> elements or a <values> list", at: tag)
        }
        guard !names.isEmpty, !points.points.isEmpty else { return nil }
        let isContinuous = continuous ?? state.type?.continuousByDefault ?? (state.x.kind == .date)
        var series = points.points
        // A course along dates is told in date order, as it is drawn: points written Mar, Jan, Feb were said
        // "from Mar to Feb". Stable, and only when the dates are out of order (one pass otherwise).
        if isContinuous && state.x.kind == .date {
            let xs = series.xs
            if zip(xs, xs.dropFirst()).contains(where: { $0 > $1 }) {
                series = SeriesPoints(series.enumerated().sorted { ($0.element.x, $0.offset) < ($1.element.x, $1.offset) }.map(\.element))
            }
        }
        return Series(name: LocalizedText(names), isContinuous: isContinuous, points: series)
    }

    /// Reads a y attribute or token (UTF-8 bytes, read in place): nil for missing, or the problem's message.
    /// `quoted` (how a message quotes the value) is only built for a message.
    func yValue(bytes: UnsafeBufferPointer<UInt8>, quoted: @autoclosure () -> String, logScale: Bool) -> Result<Double?, AxisValueError> {
        let trimmed = TextNormalizer.trimmed(bytes)
        if DecimalNumber.isMissing(bytes: trimmed) { return .success(nil) }
        guard let y = DecimalNumber.parse(bytes: trimmed) else {
            return .failure(AxisValueError("\(quoted()) is not a number (write y=\"\" or y=\"NaN\" for a missing value)"))
        }
        if logScale && y <= 0 {
            return .failure(AxisValueError("\(quoted()) cannot be shown on the log-scale y-axis: log scales need values greater than 0; use scale=\"linear\" or mark the value missing"))
        }
        return .success(y)
    }

    /// Reads a `<point>`: the streamed element, whose attributes are read as bytes before anything else.
    private func readPoint(_ tag: StartTag, state: inout ChartState, into points: inout SeriesPointsBuilder) {
        var xBytes: XMLBytes?, yBytes: XMLBytes?, labelText: String?
        var unusual = false
        for attribute in tag.raw {
            guard attribute.isPlain else { unusual = true; continue }
            if attribute.name.equals("x") {
                xBytes = attribute.value
            } else if attribute.name.equals("y") {
                yBytes = attribute.value
            } else if attribute.name.equals("label") {
                labelText = attribute.value.string
            } else {
                unusual = true
            }
        }
        if unusual { checkAttributes(tag) }
        var x: Double?
        if let xBytes {
            switch state.x.value(bytes: xBytes.buffer, quoted: "x=\"\(xBytes.string)\"") {
            case let .success(v): x = v
            case let .failure(e): report(e.message, at: tag, attribute: "x")
            }
        } else {
            report("<point> needs x= (its position on the x-axis)", at: tag)
        }
        var y: Double?
        var yOK = true
        if let yBytes {
            switch yValue(bytes: yBytes.buffer, quoted: "y=\"\(yBytes.string)\"", logScale: state.y.scale == .log) {
            case let .success(v): y = v
            case let .failure(e):
                yOK = false
                report(e.message, at: tag, attribute: "y")
            }
        } else {
            yOK = false
            report("<point> needs y= (write y=\"\" for a missing value)", at: tag)
        }
        var labels: [LocalizedText.Variant] = []
        if let labelText {
            let text = TextNormalizer.collapsed(labelText)
            if !text.isEmpty { labels.append(LocalizedText.Variant(language: variantLanguage(of: tag), text: text)) }
        }
        // The attribute bytes are no longer valid from here on.
        var additional: [AdditionalValue] = []
        if tag.isEmpty {
            _ = nextEvent()
        } else {
            forEachChild(of: tag) { child in
                guard child.namespace == nil else { return rejectChild(child, in: tag) }
                switch child.name {
                case "value": readAdditionalValue(child, state: &state, into: &additional)
                case "label": readVariant(child, into: &labels)
                default: rejectChild(child, in: tag)
                }
            }
        }
        guard let x, yOK else { return }
        if labels.isEmpty && additional.isEmpty {
            points.append(x: x, y: y, position: reader.position)
        } else {
            points.append(DataPoint(x: x, y: y, label: labels.isEmpty ? nil : LocalizedText(labels), additionalValues: additional),
                          position: reader.position)
        }
    }

    private func readAdditionalValue(_ tag: StartTag, state: inout ChartState, into values: inout [AdditionalValue]) {
        checkAttributes(tag)
        let text = readRawText(of: tag)
        guard let id = tag.attribute("axis")?.trimmingXMLWhitespace(), !id.isEmpty else {
            report("<value> needs axis= naming an <axis id=\"…\"> of this chart", at: tag)
            return
        }
        guard let index = state.additionalIndex[id] else {
            report(unknownAxisMessage(id, state: state), at: tag, attribute: "axis")
            return
        }
        if values.contains(where: { $0.axisID == id }) {
            report("this point already has a value on axis \"\(id)\"", at: tag)
            return
        }
        let trimmed = TextNormalizer.trimmed(Substring(text))
        if state.additional[index].kind != .category && DecimalNumber.isMissing(trimmed) { return }
        switch state.additional[index].value(of: text, quoted: "<value axis=\"\(id)\">\(TextNormalizer.excerpt(String(trimmed)))</value>") {
        case let .success(v): values.append(AdditionalValue(axisID: id, value: v))
        case let .failure(e): report(e.message, at: tag)
        }
    }

    private func unknownAxisMessage(_ id: String, state: ChartState) -> String {
        let known = state.additional.compactMap(\.id)
        if known.isEmpty { return "axis=\"\(id)\" names no axis: this chart declares no <axis id=\"\(id)\">" }
        let hint = NameSuggestion.closest(to: id, among: known).map { "; did you mean axis=\"\($0)\"?" } ?? " (axes: \(known.joined(separator: ", ")))"
        return "axis=\"\(id)\" names no <axis> of this chart" + hint
    }

    /// Points a compact list gathers before appending them to the columns together.
    private static var valuesBatch: Int { 1024 }

    /// Reads a compact `<values>` list: y values at stepped x positions, or (with axis=) one value per
    /// point already in the series on an additional axis. The text is read as it streams in, so a list
    /// of any length works.
    private func readValues(_ tag: StartTag, state: inout ChartState, into points: inout SeriesPointsBuilder,
                            continuation: inout CompactContinuation?) {
        checkAttributes(tag)
        if let axisID = tag.attribute("axis")?.trimmingXMLWhitespace() {
            readAxisValues(tag, axisID: axisID, state: &state, points: &points)
            return
        }
        guard let (start, step, firstIndex) = compactPositions(tag, state: &state, continuation: continuation) else {
            forEachToken(of: tag) { _, _ in }
            return
        }
        var index = firstIndex
        var tokenNumber = 0
        var failed = false
        // Only a category axis runs out of places; a numeric x may be any finite number (past 2^63 is as good as any other).
        let isCategory = state.x.kind == .category
        let categoryLimit = state.x.categories.count
        let xBound = isCategory ? Double(categoryLimit) : .infinity
        let logX = state.x.scale == .log, logY = state.y.scale == .log
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * Self.valuesBatch) { storage in
            var scanner = CompactValuesScanner(start: start, step: step, index: index, xBound: xBound, logX: logX, logY: logY,
                                               storage: storage)
            forEachToken(of: tag, taking: { bytes, at, base in scanner.take(bytes, from: at, base: base, into: &points) }) { token, position in
                scanner.flush(into: &points)
                scanner.tokenNumber += 1
                let tokenNumber = scanner.tokenNumber
                let x = step.x(start: start, index: scanner.index)
                scanner.index += 1
                if isCategory && x >= xBound {
                    if !failed {
                        failed = true
                        report("<values> has more values than the x-axis has categories (\(categoryLimit)); value \(tokenNumber) has no category", at: tag)
                    }
                    return
                }
                // x-start="1e308" x-step="1e308" reaches +∞ at the second value: an x no axis can place
                // (nor time, pan or mark in the audio), so it is an error like x="1e309" on a <point>.
                if !x.isFinite {
                    if !failed {
                        failed = true
                        report("value \(tokenNumber) of <values> falls past the largest number (x-start + \(tokenNumber - 1) × x-step overflows); use a smaller x-start or x-step", at: tag)
                    }
                    return
                }
                switch yValue(bytes: token, quoted: "value \(tokenNumber) (\"\(TextNormalizer.excerpt(String(decoding: token, as: UTF8.self)))\") of <values>", logScale: logY) {
                case let .success(y):
                    if logX && x <= 0 {
                        failed = true
                        report("value \(tokenNumber) of <values> falls at x=\(x), which the log-scale x-axis cannot show", at: tag)
                    } else {
                        points.append(x: x, y: y, position: position)
                    }
                case let .failure(e):
                    failed = true
                    report(e.message, at: tag)
                }
            }
            scanner.flush(into: &points)
            index = scanner.index
            tokenNumber = scanner.tokenNumber
        }
        if tokenNumber == 0 {
            report("<values> is empty; list numbers separated by spaces (NaN for a missing value)", at: tag)
        }
        continuation = CompactContinuation(start: start, step: step, nextIndex: index)
    }

    /// The start, step and first index of a `<values>` block, from its attributes or the previous block.
    private func compactPositions(_ tag: StartTag, state: inout ChartState, continuation: CompactContinuation?)
        -> (Double, CompactStep, Int)? {
        let startText = tag.attribute("x-start")
        let stepText = tag.attribute("x-step")
        if state.x.kind == nil {
            state.x.kind = startText.map { AxisBuilder.inferredKind(of: TextNormalizer.trimmed(Substring($0))) } ?? .numeric
        }
        let kind = state.x.kind ?? .numeric
        var step: CompactStep?
        if let stepText {
            let trimmed = TextNormalizer.trimmed(Substring(stepText))
            switch kind {
            case .numeric:
                if let s = DecimalNumber.parse(trimmed), s > 0 { step = .number(s) } else {
                    report("x-step=\"\(stepText)\" must be a positive number on the numeric x-axis (such as 1 or 0.5)", at: tag, attribute: "x-step")
                    return nil
                }
            case .date:
                if let d = ISO8601Duration(trimmed) { step = .duration(d) } else {
                    report("x-step=\"\(stepText)\" is not an ISO 8601 duration (such as P1D, P1W, P1M, P1Y, PT1H, PT15M)", at: tag, attribute: "x-step")
                    return nil
                }
            case .category:
                if let s = Int(trimmed), s > 0 { step = .categories(s) } else {
                    report("x-step=\"\(stepText)\" must be a positive whole number of categories on the category x-axis", at: tag, attribute: "x-step")
                    return nil
                }
            }
        }
        if startText == nil, let continuation {
            if let step, step != continuation.step {
                report("x-step differs from the previous <values>; give x-start= to start a new run", at: tag, attribute: "x-step")
                return nil
            }
            return (continuation.start, continuation.step, continuation.nextIndex)
        }
        switch kind {
        case .numeric:
            var start = 0.0
            if let startText {
                guard case let .success(v) = state.x.value(of: startText, quoted: "x-start=\"\(startText)\"") else {
                    report("x-start=\"\(startText)\" is not a number on the numeric x-axis", at: tag, attribute: "x-start")
                    return nil
                }
                start = v
            }
            return (start, step ?? .number(1), 0)
        case .date:
            guard let startText else {
                report("<values> on a date axis needs x-start= (such as x-start=\"2024-01-01\") and x-step= (such as P1D)", at: tag)
                return nil
            }
            let start: Double
            switch state.x.value(of: startText, quoted: "x-start=\"\(startText)\"") {
            case let .success(v): start = v
            case let .failure(e):
                report(e.message, at: tag, attribute: "x-start")
                return nil
            }
            guard let step else {
                report("<values> on a date axis needs x-step= (an ISO 8601 duration such as P1D, P1M or PT1H)", at: tag)
                return nil
            }
            if case let .duration(d) = step, d.hasTime { state.x.hasTimeOfDay = true }
            return (start, step, 0)
        case .category:
            guard state.x.categoriesDeclared else {
                report("<values> on a category axis needs the categories declared with <category> in the <x-axis>, so that values can follow their order", at: tag)
                return nil
            }
            var start = 0.0
            if let startText {
                switch state.x.value(of: startText, quoted: "x-start=\"\(startText)\"") {
                case let .success(v): start = v
                case let .failure(e):
                    report(e.message, at: tag, attribute: "x-start")
                    return nil
                }
            }
            return (start, step ?? .categories(1), 0)
        }
    }

    /// `<values axis="id">`: one value per point of the series so far, on an additional axis.
    private func readAxisValues(_ tag: StartTag, axisID: String, state: inout ChartState, points: inout SeriesPointsBuilder) {
        if tag.attribute("x-start") != nil || tag.attribute("x-step") != nil {
            report("<values axis=…> takes no x-start= or x-step=: its values follow the series' points in order", at: tag)
            forEachToken(of: tag) { _, _ in }
            return
        }
        guard let axisIndex = state.additionalIndex[axisID] else {
            report(unknownAxisMessage(axisID, state: state), at: tag, attribute: "axis")
            forEachToken(of: tag) { _, _ in }
            return
        }
        // Values are read as they stream in and applied once their count is known to match.
        enum Token { case missing, value(Double), invalid(String) }
        var tokens: [Token] = []
        tokens.reserveCapacity(points.points.count)
        forEachToken(of: tag) { token, _ in
            let number = tokens.count + 1
            if state.additional[axisIndex].kind != .category && DecimalNumber.isMissing(bytes: token) {
                tokens.append(.missing)
                return
            }
            switch state.additional[axisIndex].value(bytes: token, quoted: "value \(number) (\"\(TextNormalizer.excerpt(String(decoding: token, as: UTF8.self)))\") of <values axis=\"\(axisID)\">") {
            case let .success(v): tokens.append(.value(v))
            case let .failure(e): tokens.append(.invalid(e.message))
            }
        }
        guard tokens.count == points.points.count else {
            report("<values axis=\"\(axisID)\"> has \(tokens.count) values but the series has \(points.points.count) points so far; give one value per point (NaN for none)", at: tag)
            return
        }
        for (i, token) in tokens.enumerated() {
            if points.points.hasAdditionalValue(axisID: axisID, at: i) {
                report("point \(i + 1) already has a value on axis \"\(axisID)\"", at: tag)
                return
            }
            switch token {
            case .missing: continue
            case let .value(v): points.setAdditionalValue(v, axisID: axisID, at: i)
            case let .invalid(message): report(message, at: tag)
            }
            if stopped { return }
        }
    }
}
