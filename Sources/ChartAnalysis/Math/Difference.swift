/// a[k] − b[k] at every position, computed when read: a residual or an adjusted series that is read a few
/// times in order costs no array the length of the series (eight bytes a point at the peak of a large run).
struct Difference<A: RandomAccessCollection<Double>, B: RandomAccessCollection<Double>>: RandomAccessCollection
where A.Index == Int, B.Index == Int {
    let a: A, b: B
    var startIndex: Int { 0 }
    var endIndex: Int { a.count }
    subscript(k: Int) -> Double { a[k] - b[k] }
}
