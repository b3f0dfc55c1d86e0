import ChartDescriptorXML
import ChartModel
import Testing

/// `ordered=` on category axes and `additive=` on the y-axis: what the author says about the values that the
/// analysis cannot infer (whether quarters have an order, whether yields add up).
struct AxisMeaningTests {
    @Test func orderedAndAdditiveReachTheModel() throws {
        let chart = try ReaderSupport.read("""
            <chart><x-axis type="category" ordered="true"><category id="q1"/><category id="q2"/></x-axis>
            <y-axis additive="false"/>
            <axis id="cyl" type="category" ordered="1"><category id="4"/></axis>
            <series name="s"><point x="q1" y="1"><value axis="cyl">4</value></point><point x="q2" y="2"/></series></chart>
            """).charts[0]
        #expect(chart.xAxis.isOrdered)
        #expect(chart.yAxis.isAdditive == false)
        #expect(chart.additionalAxis(id: "cyl")?.isOrdered == true)
    }

    /// `rating-scale=` declares a scale the answers' words do not reveal (1 to 5), or denies one; it reads back
    /// from what `DescriptorWriter` writes, and without it the analysis reads the words.
    @Test func aRatingScaleIsDeclaredOnTheCategoryAxis() throws {
        let report = try ReaderSupport.read("""
            <chart><x-axis type="category" rating-scale="true"/><series name="s"><point x="1" y="3"/><point x="2" y="5"/><point x="3" y="2"/></series></chart>
            """)
        #expect(report.charts[0].xAxis.isRatingScale == true)
        let back = try ReaderSupport.read(DescriptorWriter().write(report))
        #expect(back.charts[0].xAxis.isRatingScale == true)
        let denied = try ReaderSupport.read("<chart><x-axis rating-scale=\"0\"/><series name=\"s\"><point x=\"Agree\" y=\"1\"/></series></chart>")
        #expect(denied.charts[0].xAxis.isRatingScale == false)
        let plain = try ReaderSupport.read("<chart><series name=\"s\"><point x=\"a\" y=\"1\"/></series></chart>")
        #expect(plain.charts[0].xAxis.isRatingScale == nil)
    }

    @Test func withoutTheAttributesCategoriesAreUnorderedAndAdditivityIsInferred() throws {
        let chart = try ReaderSupport.read("""
            <chart><y-axis additive=" true "/><series name="s"><point x="a" y="1"/><point x="b" y="2"/></series></chart>
            """).charts[0]
        #expect(chart.xAxis.kind == .category && !chart.xAxis.isOrdered)
        #expect(chart.yAxis.isAdditive == true)
        let plain = try ReaderSupport.read("<chart><series name=\"s\"><point x=\"a\" y=\"1\"/></series></chart>").charts[0]
        #expect(plain.yAxis.isAdditive == nil)
    }

    @Test func aBadBooleanIsALocatedErrorThatSaysWhatTheAttributeMeans() {
        let d = ReaderSupport.diagnostics("""
            <chart>
              <x-axis type="category" ordered="yes"/>
              <y-axis additive="sometimes"/>
              <series name="s"><point x="a" y="1"/></series>
            </chart>
            """)
        #expect(d.map { "\($0.line):\($0.column): \($0.message)" } == [
            "2:27: ordered=\"yes\" must be true or false (true when the categories have a natural order, such as quarters)",
            "3:11: additive=\"sometimes\" must be true or false (true when values may be added up, such as counts or money)",
        ])
    }

    @Test func orderedOnANumericOrDateAxisIsAnError() {
        let declared = ReaderSupport.diagnostics("""
            <chart>
              <x-axis type="date" ordered="true"/>
              <series name="s"><point x="2024-01-01" y="1"/></series>
            </chart>
            """)
        #expect(declared.map { "\($0.line):\($0.column): \($0.message)" } == [
            "2:23: ordered= applies to category axes; this date axis is ordered by its values already, so remove ordered=",
        ])
        // Without type=, the axis takes the kind of its first value; the error points at the attribute still.
        let inferred = ReaderSupport.diagnostics("""
            <chart>
              <x-axis ordered="true"/>
              <series name="s"><point x="3" y="1"/></series>
            </chart>
            """)
        #expect(inferred.map { "\($0.line):\($0.column): \($0.message)" } == [
            "2:11: ordered= applies to category axes; this numeric axis is ordered by its values already, so remove ordered=",
        ])
    }

    @Test func theAttributesBelongToTheirAxesOnly() {
        let d = ReaderSupport.diagnostics("""
            <chart><x-axis additive="true"/><y-axis ordered="true"/><series name="s"><point x="a" y="1"/></series></chart>
            """)
        #expect(d.map(\.message) == [
            "unknown attribute additive= on <x-axis> (allowed: type, format, scale, unit, ordered, rating-scale, xml:lang)",
            "unknown attribute ordered= on <y-axis> (allowed: type, format, scale, unit, additive, xml:lang)",
        ])
    }
}
