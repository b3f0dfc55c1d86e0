import Testing
@testable import ChartModel

/// Input text is cleaned once, where the model takes it (`LocalizedText.Variant`): control characters go, bidi
/// controls are balanced and isolated, and ordinary text is untouched.
@Suite struct InputTextTests {
    @Test func controlCharactersAreRemovedButTabsAndLineBreaksStay() {
        #expect(InputText.cleaned("Sales\u{1B}[31mRED\u{1B}]0;PWNED\u{07}") == "Sales[31mRED]0;PWNED")
        #expect(InputText.cleaned("a\u{9B}b\u{7F}c\u{0}d") == "abcd", "C1 CSI, DEL and NUL")
        #expect(InputText.cleaned("a\tb\nc\r\n") == "a\tb\nc\r\n")
        #expect(LocalizedText.Variant(language: nil, text: "x\u{1B}y").text == "xy")
    }

    @Test func anUnbalancedOverrideIsClosedAndTheNameIsolated() {
        // The RLO ran on into the sentence after the name.
        #expect(InputText.cleaned("\u{202E}Sales") == "\u{2068}\u{202E}Sales\u{202C}\u{2069}")
        #expect(InputText.cleaned("A\u{2067}B") == "\u{2068}A\u{2067}B\u{2069}\u{2069}")
        // Closers without an opener are dropped; a PDI closes the embeddings opened inside its isolate.
        #expect(InputText.cleaned("A\u{202C}B\u{2069}") == "AB")
        #expect(InputText.cleaned("\u{2066}A\u{202B}B\u{2069}C") == "\u{2068}\u{2066}A\u{202B}B\u{202C}\u{2069}C\u{2069}")
        // A mark is isolated too; cleaning twice changes nothing more.
        let once = InputText.cleaned("x\u{200F}")
        #expect(once == "\u{2068}x\u{200F}\u{2069}")
        #expect(InputText.cleaned(once) == once)
        #expect(InputText.cleaned(InputText.cleaned("\u{202E}Sales")) == InputText.cleaned("\u{202E}Sales"))
    }

    @Test func ordinaryTextInAnyScriptIsUnchanged() {
        for text in ["Daily steps", "每日步数", "الخطوات اليومية", "Ünïcödé — “quoted”", ""] {
            #expect(InputText.cleaned(text) == text)
        }
    }
}
