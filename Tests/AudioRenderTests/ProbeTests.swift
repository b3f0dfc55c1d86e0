import Testing
@testable import AudioRender

@Test func probe() throws {
    let s = try SpeechSynthesizer().speak("Café naïve 12 steps. Second <voice name=\"x\"> sentence here!", voice: "en-us")
    print(s.sampleRate, s.samples.count, s.duration)
    let text = Array("Café naïve 12 steps. Second <voice name=\"x\"> sentence here!".unicodeScalars)
    for w in s.words { print("W", w.time, w.textOffset, w.textLength, String(String.UnicodeScalarView(text[w.textOffset..<min(text.count, w.textOffset+w.textLength)]))) }
    for w in s.sentences { print("S", w.time, w.textOffset) }
    let z = try SpeechSynthesizer().speak("mei3 ri4 bu4 shu4 zai4 san1 yue4 wen3 bu4 shang4 sheng1. di4 er4 ju4.", voice: "cmn-latn-pinyin")
    print(z.duration, z.words.count, z.sentences.map(\.textOffset))
}
