/// Reads the plain numbers of a compact `<values>` list where they lie in the streamed text: each is parsed,
/// put at its stepped x and gathered with the others into a batch that goes to the columns in one append.
///
/// A run of plain numbers is read in one loop that keeps its state in registers: no call, message or column
/// check per point. A token it cannot take whole (NaN, a bad number, a number at the end of a piece that may
/// go on in the next, an x the axis cannot show, a y the log scale cannot) is left to the parser's general
/// path, which reads and reports it as it always did; the points come out the same either way.
struct CompactValuesScanner {
    /// The step index of the next value (its x is `step.x(start:index:)`).
    var index: Int
    /// How many tokens of the list have been read.
    var tokenNumber = 0
    private let start: Double
    private let step: CompactStep
    private let xBound: Double
    private let logX: Bool
    private let logY: Bool
    private let xs: UnsafeMutablePointer<Double>
    private let ys: UnsafeMutablePointer<Double>
    private let capacity: Int
    private var count = 0
    private var firstPosition = 0

    /// A scanner of values from step `index` on, whose x must stay below `xBound` (the category count on a
    /// category axis) and whose batch lives in `storage` (two columns of `storage.count / 2` points).
    init(start: Double, step: CompactStep, index: Int, xBound: Double, logX: Bool, logY: Bool,
         storage: UnsafeMutableBufferPointer<Double>) {
        self.start = start
        self.step = step
        self.index = index
        self.xBound = xBound
        self.logX = logX
        self.logY = logY
        capacity = storage.count / 2
        xs = storage.baseAddress!
        ys = xs + capacity
    }

    /// Reads the plain numbers of `bytes` (which lie from byte `base` of the input) from `from` on, and returns
    /// where it stopped: at the start of a token left to the general path, or at the end of the bytes.
    mutating func take(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, base: Int, into builder: inout SeriesPointsBuilder) -> Int {
        let n = bytes.count
        var i = from
        // Locals, written back once: the loop then needs no memory traffic for its own state.
        var index = self.index, tokenNumber = self.tokenNumber, count = self.count
        defer {
            self.index = index
            self.tokenNumber = tokenNumber
            self.count = count
        }
        while true {
            while i < n && TextNormalizer.isXMLWhitespace(bytes[i]) { i &+= 1 }
            guard i < n, let (y, end) = DecimalNumber.prefix(of: bytes, from: i), end < n,
                  TextNormalizer.isXMLWhitespace(bytes[end]) else { return i }
            let x = step.x(start: start, index: index)
            guard x < xBound, x.isFinite, !(logX && x <= 0), !(logY && y <= 0) else { return i }
            if count == 0 { firstPosition = base &+ i }
            xs[count] = x
            ys[count] = y
            count &+= 1
            index &+= 1
            tokenNumber &+= 1
            i = end
            if count == capacity {
                self.count = count
                flush(into: &builder)
                count = 0
            }
        }
    }

    /// Appends the gathered points to `builder`; call it before appending anything else there.
    mutating func flush(into builder: inout SeriesPointsBuilder) {
        guard count > 0 else { return }
        builder.appendMeasurable(xs: UnsafeBufferPointer(start: xs, count: count), ys: UnsafeBufferPointer(start: ys, count: count),
                                 position: firstPosition)
        count = 0
    }
}
