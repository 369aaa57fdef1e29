@testable import AgentLanguage
import Testing

/// Base64 as the generated data writes it: RFC 4648's vectors, with and without padding, broken
/// into lines anywhere (a group split by a line break too), and every byte value.
struct Base64Tests {
    static func decode(_ text: String) -> [UInt8] {
        Array(text.utf8).withUnsafeBufferPointer { Base64.decode($0) }
    }

    @Test(arguments: [
        ("", ""), ("Zg==", "f"), ("Zm8=", "fo"), ("Zm9v", "foo"), ("Zm9vYg==", "foob"), ("Zm9vYmE=", "fooba"),
        ("Zm9vYmFy", "foobar"),
        // Without padding, and with characters outside the alphabet anywhere.
        ("Zg", "f"), ("Zm8", "fo"), ("Zm9vYg", "foob"),
        ("Zm9v\nYmFy", "foobar"), ("Zm\n9vYmFy", "foobar"), ("Z\r\nm9vY mFy\n", "foobar"), ("\nZm9vYmE=\n", "fooba"),
    ])
    func rfc4648Vectors(text: String, bytes: String) {
        #expect(Self.decode(text) == Array(bytes.utf8))
    }

    @Test func everyByteValueInLinesOfAnyLength() {
        // Bytes 0...255 three times, written as base64 (the groups of "AAECAwQF…") and broken every n characters.
        let bytes = (0..<768).map { UInt8($0 % 256) }
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var text: [Character] = []
        for i in stride(from: 0, to: bytes.count, by: 3) {
            let group = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            for shift in [18, 12, 6, 0] { text.append(alphabet[Int(group >> UInt32(shift) & 63)]) }
        }
        for width in [1, 3, 5, 64, 76, 120, 1_000] {
            let lines = stride(from: 0, to: text.count, by: width).map { String(text[$0..<min($0 + width, text.count)]) }
            #expect(Self.decode(lines.joined(separator: "\n")) == bytes, "lines of \(width)")
        }
    }
}
