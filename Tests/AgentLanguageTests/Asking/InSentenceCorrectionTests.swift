@testable import AgentLanguage
import AgentCore
import Testing

extension InSentenceCorrection {
    static func corrected(_ text: String, keeping kept: [Range<Int>] = []) -> (text: String, kept: [Range<Int>]) {
        corrected(text, folded: MatchText.scalars(of: text), keeping: kept)
    }
}

/// `InSentenceCorrection`: a value, a word that takes it back, a value of its kind: the sentence
/// is read with the slip and the word taken out.
struct InSentenceCorrectionTests {
    @Test(arguments: [
        ("后天早上八点 不 九点提醒我交报告", "后天早上九点提醒我交报告"),
        ("下午两点不对 是三点开会", "下午三点开会"),
        ("倒计时二十分钟 哦不 二十五分钟", "倒计时二十五分钟"),
        ("周四 不 周五晚上叫我去健身", "周五晚上叫我去健身"),
        ("set an alarm for 5:30 no wait 5:45", "set an alarm for 5:45"),
        ("remind me on tuesday, sorry, wednesday to pay rent", "remind me on wednesday to pay rent"),
        ("a 12 minute timer, i mean 14 minute", "a timer, 14 minute"),
        ("十二点 啊不 十二点半叫我吃药", "十二点半叫我吃药"),
        ("get me up at 7 tomorrow, no, make it 8", "get me up at tomorrow, 8"),  // a number is no day
        ("what is 9 times 6 oops 9 times 7", "what is 9 times 7"),
        ("明天七点 不 明天七点半叫我", "明天七点半叫我"),
        // Corrected twice: the cuts taken together.
        ("what's 14 times 3 no 14 times 4 no 14 times 5", "what's 14 times 5"),
        ("wake me at 5 no 6 no 7", "wake me at 7"),
    ] as [(String, String)])
    func readsTheSecondValue(text: String, meant: String) {
        #expect(InSentenceCorrection.corrected(text).text == meant)
    }

    /// Rule a denied value: a value right after 不是, 不要, 覅 or "not", with another of its kind said, is cut
    /// with its denial; the value said is meant.
    @Test(arguments: [
        ("不要二十分钟，改成二十五分钟", "改成二十五分钟"), ("不是七点，是八点", "不是是八点"), ("覅二十分钟,改成二十五分钟", "改成二十五分钟"),
        ("叫我三点不是四点", "叫我三点"), ("not 20 minutes, 25", "25"), ("wake me tomorrow morning not at 6, at 6:30", "wake me tomorrow morning at 6:30"),
        // A slip taken back after a denial: the denial is read first.
        ("定个二十分钟的计时器，不对，不要二十分钟，改成二十五分钟", "定个的计时器，二十五分钟"),
        // A bare number is denied beside a span or a clock it stands for, not among numbers only.
        ("No, not 20, 25 minute", "No, 25 minute"), ("wake me at 6 not 7", "wake me at 6 "),
        ("别七点，八点叫我", "八点叫我"),
        // Cantonese 唔系 and 唔要, and a slip owned with 讲错了 or 搞错了.
        ("闹钟唔系八点，系九点半", "闹钟系九点半"), ("唔要二十分钟，要半个钟", "要半个钟"),
        ("七点叫我，讲错了，八点", "叫我，八点"), ("十五分钟 搞错了 二十分钟后提醒我", "二十分钟后提醒我"),
    ] as [(String, String)])
    func cutsADeniedValue(text: String, meant: String) {
        #expect(InSentenceCorrection.corrected(text).text == meant)
    }

    @Test(arguments: [
        "七点不到就天黑了",  // 不 inside a word
        "不是说好七点吗",  // a denial before no value
        "not 7",  // nothing else of its kind
        "not 20 minus 5, 20 plus 5",
        "no, set it for 6",  // nothing before the word to take back
        "五分钟 不用提醒我",
        "明天不下雨 后天呢",
        "周六下雨不",  // the word ends the sentence
        "at 6 no",
        "sorry, what time is it",
        "",
    ])
    func leavesASentenceWithNoSlipAsWritten(text: String) {
        #expect(InSentenceCorrection.corrected(text).text == text)
    }

    /// Whether a sentence may hold a word of correction is told from its bytes: every sentence that
    /// holds one says yes; most others no.
    @Test func tellsASentenceThatMayHoldAWordOfCorrection() {
        for text in ["七点 不 八点", "我是说八点 九点", "七點 說錯了 八點", "at 6 NO 7", "6, wait, 7", "6 i mean 7", "6 make that 7", "scratch that, 7",
                     "6 actually 7", "sorry 7"] {
            #expect(InSentenceCorrection.mayHoldACue(MatchText.scalars(of: text)), "\(text)")
        }
        for text in ["明天天气怎么样", "set a timer for 10 minutes", "that is all", "make it 7", "notice the snow", "明天会不会下雨", "我说过了", ""] {
            #expect(!InSentenceCorrection.mayHoldACue(MatchText.scalars(of: text)), "\(text)")
        }
    }

    /// A word of correction that is a skill's keyword is meant as written; a span kept after a cut
    /// moves back by what was cut before it.
    @Test func keepsWhatIsKept() {
        let text = "at 6 no 7 ping me"
        #expect(InSentenceCorrection.corrected(text, keeping: [5..<7]).text == text)
        let corrected = InSentenceCorrection.corrected(text, keeping: [10..<14])
        #expect(corrected.text == "at 7 ping me")
        #expect(corrected.kept == [5..<9])
    }
}

/// Every Chinese cue of a correction holds one of the characters the pass looks for first: a cue
/// without one would never be read.
struct CorrectionCueCharacterTests {
    @Test(arguments: (WordLists.inSentenceCorrections + WordLists.valueDenials).filter(WordLists.holdsIdeograph))
    func everyChineseCueHoldsACueCharacter(cue: String) {
        #expect(cue.unicodeScalars.contains { InSentenceCorrection.cueCharacters.contains($0.value) }, "\(cue)")
    }
}
