import AgentProtocol
import Testing

private func parse(_ text: String) throws(JSONParseError) -> JSONValue { try JSONParser.parse(text) }

struct JSONParserTests {
    @Test(arguments: [
        #"{"cmd":"send","id":1,"text":"倒计时30分钟"}"#,
        #"{"z":1,"a":[true,false,null],"m":{"y":"😀","b":-0.5}}"#,
        #"[]"#, #"{}"#, #"[[],{},""]"#, #""""#, "0", "-12", "3.25", "1e+20", "9007199254740992",
    ])
    func compactJSONRoundTripsByteForByte(text: String) throws {
        #expect(JSONWriter.string(try parse(text)) == text)
    }

    @Test(arguments: [
        (" { \"a\" : [ 1 , 2 ] }\r\n", #"{"a":[1,2]}"#),
        ("1.0", "1"),
        ("1E3", "1000"),
        ("-0", "0"),
        ("2.50", "2.5"),
        (#""\u4f60\u597D""#, #""你好""#),
        (#""\/""#, #""/""#),
    ])
    func parseThenWriteNormalises(text: String, written: String) throws {
        #expect(JSONWriter.string(try parse(text)) == written)
    }

    @Test func objectsKeepTheirKeyOrder() throws {
        let value = try parse(#"{"z":1,"a":2,"m":3}"#)
        #expect(value.objectValue?.map(\.0) == ["z", "a", "m"])
        #expect(value == .object([("z", 1), ("a", 2), ("m", 3)]))
        #expect(value != .object([("a", 2), ("z", 1), ("m", 3)]))
    }

    @Test func duplicateKeysAreKeptAndTheLastWinsThroughTheSubscript() throws {
        let value = try parse(#"{"a":1,"b":true,"a":2}"#)
        #expect(value["a"] == 2)
        #expect(value["b"] == true)
        #expect(value["c"] == nil)
        #expect(value.objectValue?.count == 3)
        #expect(JSONValue.array([1])["a"] == nil)
    }

    @Test(arguments: [
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
        (#""\u0041\u00e9\u4E2D""#, "Aé中"),
        (#""\ud83d\ude00""#, "😀"),
        (#""a\u0000b""#, "a\u{0}b"),
        (#""倒计时 raw 😀""#, "倒计时 raw 😀"),
    ])
    func stringEscapesAreDecoded(text: String, decoded: String) throws {
        #expect(try parse(text) == .string(decoded))
    }

    @Test(arguments: [
        (#""\ud800""#, JSONParseError.syntax(#"lone surrogate \ud800 at byte 2"#)),
        (#""\udc00""#, .syntax(#"lone surrogate \udc00 at byte 2"#)),
        (#""\ud83d\u0041""#, .syntax(#"lone surrogate \ud83d at byte 2"#)),
        (#""\ud83dx""#, .syntax(#"lone surrogate \ud83d at byte 2"#)),
        (#""ab\ude00cd""#, .syntax(#"lone surrogate \ude00 at byte 4"#)),
    ])
    func loneSurrogatesAreRefused(text: String, error: JSONParseError) {
        #expect(throws: error) { try parse(text) }
    }

    @Test(arguments: [
        [0x22, 0xFF, 0x22],  // a byte that never appears in UTF-8
        [0x22, 0xC0, 0xAF, 0x22],  // an overlong "/"
        [0x22, 0xED, 0xA0, 0x80, 0x22],  // a surrogate encoded as UTF-8
        [0x22, 0xE4, 0xBD, 0x22],  // a truncated 你
        [0x7B, 0x7D, 0x80],  // a stray continuation byte after a valid value
    ] as [[UInt8]])
    func invalidUTF8IsRefused(bytes: [UInt8]) {
        #expect(throws: JSONParseError.invalidUTF8) { try JSONParser.parse(bytes) }
    }

    @Test func nestingIsBoundedByTheDepthLimit() throws {
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try parse(deepest) }
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(throws: JSONParseError.tooDeep(limit: 64)) { try parse(tooDeep) }
        let objects = String(repeating: #"{"a":"#, count: 65) + "1" + String(repeating: "}", count: 65)
        #expect(throws: JSONParseError.tooDeep(limit: 64)) { try parse(objects) }
        #expect(throws: JSONParseError.tooDeep(limit: 2)) { try JSONParser.parse("[[[1]]]", maxDepth: 2) }
        #expect(try JSONParser.parse("[[1]]", maxDepth: 2) == [[1]])
        // A hostile line does not crash the parser.
        let hostile = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParseError.tooDeep(limit: 64)) { try parse(hostile) }
    }

    @Test(arguments: [
        ("01", JSONParseError.syntax("leading zero in a number at byte 1")),
        ("-01", .syntax("leading zero in a number at byte 1")),
        (#"{"n":007}"#, .syntax("leading zero in a number at byte 6")),
    ])
    func leadingZerosAreRefused(text: String, error: JSONParseError) {
        #expect(throws: error) { try parse(text) }
    }

    @Test(arguments: [
        ("{} x", JSONParseError.syntax("unexpected 'x' after the json value at byte 4")),
        ("1 2", .syntax("unexpected '2' after the json value at byte 3")),
        ("truex", .syntax("unexpected 'x' after the json value at byte 5")),
        (#"{"a":1}}"#, .syntax("unexpected '}' after the json value at byte 8")),
        ("[1]\u{0}", .syntax("unexpected byte 0x0 after the json value at byte 4")),
    ])
    func trailingGarbageIsRefused(text: String, error: JSONParseError) {
        #expect(throws: error) { try parse(text) }
    }

    @Test(arguments: [
        ("", JSONParseError.syntax("unexpected end of input")),
        ("   ", .syntax("unexpected end of input")),
        ("[1,]", .syntax("unexpected ']' at byte 4")),
        (#"{"a"}"#, .syntax("unexpected '}' at byte 5")),
        (#"{"a":1,}"#, .syntax("unexpected '}' at byte 8")),
        ("{a:1}", .syntax("unexpected 'a' at byte 2")),
        ("'a'", .syntax("unexpected ''' at byte 1")),
        ("NaN", .syntax("unexpected 'N' at byte 1")),
        ("tru", .syntax("unexpected end of input")),
        ("nul!", .syntax("unexpected 'n' at byte 1")),
        ("1.", .syntax("unexpected end of input")),
        (".5", .syntax("unexpected '.' at byte 1")),
        ("1e", .syntax("unexpected end of input")),
        ("-", .syntax("unexpected end of input")),
        ("1e400", .syntax("number out of range at byte 1")),
        (#""abc"#, .syntax("unterminated string")),
        ("\"a\nb\"", .syntax("control character 0xa inside a string at byte 3")),
        (#""\x""#, .syntax("invalid escape at byte 2")),
        (#""\u12g4""#, .syntax(#"invalid \u escape at byte 6"#)),
        (#""\u12"#, .syntax(#"unterminated \u escape"#)),
    ])
    func malformedJSONIsRefusedWithWhere(text: String, error: JSONParseError) {
        #expect(throws: error) { try parse(text) }
    }

    @Test func errorMessagesAreShortAndLowercase() {
        #expect(JSONParseError.invalidUTF8.message == "line is not valid utf-8")
        #expect(JSONParseError.tooDeep(limit: 64).message == "json nested deeper than 64 levels")
        #expect(JSONParseError.syntax("unexpected end of input").message == "unexpected end of input")
    }
}

struct JSONWriterTests {
    @Test(arguments: [
        (JSONValue.number(30), "30"),
        (-7, "-7"),
        (0, "0"),
        (.number(-0.0), "0"),
        (1800.0, "1800"),
        (1.5, "1.5"),
        (0.1, "0.1"),
        (.number(9_007_199_254_740_992), "9007199254740992"),
        (.number(1e300), "1e+300"),
        (.number(.nan), "null"),
        (.number(.infinity), "null"),
    ] as [(JSONValue, String)])
    func numbersAreWrittenAsJSONWithIntegersWithoutAFraction(value: JSONValue, written: String) {
        #expect(JSONWriter.string(value) == written)
    }

    @Test(arguments: [
        ("say \"hi\"", #""say \"hi\"""#),
        ("back\\slash", #""back\\slash""#),
        ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
        ("\u{0}\u{08}\u{1F}", #""\u0000\u0008\u001f""#),
        ("a/b", #""a/b""#),
        ("\u{7F}", "\"\u{7F}\""),
    ])
    func stringsEscapeOnlyWhatJSONRequires(text: String, written: String) {
        #expect(JSONWriter.string(.string(text)) == written)
    }

    /// Long text is scanned eight bytes at a time: a character to escape is found
    /// wherever it falls in, or after, such a stride.
    @Test(arguments: ["\"", "\\", "\n", "\u{1}", "\u{1F}"])
    func anEscapeIsFoundAtEveryPosition(special: String) throws {
        for length in [7, 8, 9, 16, 17, 31] {
            for position in 0..<length {
                var scalars = [String](repeating: "计", count: length)
                scalars[position] = special
                let text = scalars.joined() + "tail text ~ 0x7F \u{7F}"
                let written = JSONWriter.string(.string(text))
                #expect(try JSONParser.parse(written) == .string(text), "length \(length), at \(position)")
                #expect(!written.dropFirst().dropLast().contains(where: { $0 == "\n" || $0 == "\u{1}" }))
            }
        }
    }

    @Test func nonASCIIIsWrittenRawAsUTF8() {
        var writer = JSONWriter()
        writer.write(["倒计时", "😀", "é"])
        #expect(writer.bytes == Array(#"["倒计时","😀","é"]"#.utf8))
    }

    @Test func objectsAreWrittenInTheOrderGiven() {
        let event: JSONValue = .object([("event", "state"), ("seq", 1), ("from", "idle"), ("to", "understanding")])
        #expect(JSONWriter.string(event) == #"{"event":"state","seq":1,"from":"idle","to":"understanding"}"#)
    }

    @Test func everythingWrittenParsesBackToTheSameValue() throws {
        let value: JSONValue = .object([
            ("text", "引号\"、反斜杠\\、换行\n、😀"), ("numbers", [0, -1, 1.25, 1e-7, 123_456_789_012]),
            ("flags", [true, false, nil]), ("nested", .object([("empty", .object([])), ("list", [])])),
        ])
        #expect(try JSONParser.parse(JSONWriter.string(value)) == value)
    }

    @Test func linesAccumulateAndClear() {
        var writer = JSONWriter()
        writer.write(1)
        writer.appendNewline()
        writer.write("a")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "1\n\"a\"")
        writer.removeAll()
        #expect(writer.bytes.isEmpty)
    }
}
