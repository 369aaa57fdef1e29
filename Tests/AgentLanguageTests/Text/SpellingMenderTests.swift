@testable import AgentLanguage
import Testing

/// `SpellingMender`: a word no dictionary knows, one slip from one word the language knows, is read
/// as that word; an English word, an acronym, a short word or one with another first letter
/// stays as written.
struct SpellingMenderTests {
    static let mender = SpellingMender(knowing: [["timer", "alarm"], ["weather", "forecast"]])

    @Test(arguments: [
        ("set a tiemr for ten minutes", "set a timer for ten minutes"),  // two letters swapped
        ("alarn for six thirty", "alarm for six thirty"),  // one changed
        ("weathr in lisbon", "weather in lisbon"),  // one left out
        ("delette every alarm", "delete every alarm"),  // one added
        ("Foercast for the weekend", "Forecast for the weekend"),  // in its case
        ("what is the temprature outside", "what is the temperature outside"),
        ("remnd me to water the ferns at 5", "remind me to water the ferns at 5"),
        ("cancel both timrs", "cancel both timers"),
        ("明天的weathr怎么样", "明天的weather怎么样"),
        // Shorthand, whatever its length.
        ("Pls wake me at 6 tmrw", "Please wake me at 6 tomorrow"),
        ("can u set a 5 minit timer plz", "can you set a 5 minute timer please"),
        ("wat is ur next alarm", "what is your next alarm"),
        ("any rain tmrw arvo", "any rain tomorrow afternoon"),
        ("quick calc 15% of 80", "quick calculate 15% of 80"),  // not "call"
        // Dialect spellings: Scots, Jamaican, Boston; shorthand before an apostrophe too.
        ("whit time's the bus the morra", "what time's the bus the tomorrow"),
        ("set a timer fi 5 minutes pon di stove", "set a timer for 5 minutes on the stove"),
        ("anothah alarm at 6 pls", "another alarm at 6 please"),
        ("whit's 9 times 4", "what's 9 times 4"), ("u'll wake me at 7?", "you'll wake me at 7?"),
        // Bajan fuh, Cajun dat and dem, and the Malay sekarang said in English or Chinese.
        ("set one fuh half six", "set one for half six"), ("how much dat come to", "how much that come to"),
        ("cancel dem both", "cancel them both"), ("wake me in an hour n a half", "wake me in an hour and a half"), ("Sekarang 几点", "Now 几点"), ("sekarang what time ah", "now what time ah"),
        // Belizean and Jamaican Kriol, Bahamian, Hawaii Pidgin; inside a longer word, nothing.
        ("Weh date dis today?", "What date this today?"), ("Tek off di alarm", "Take off the alarm"),
        ("Mek anadda one fi 6:30", "Make another one for 6:30"), ("gi di man a hundred", "give the man a hundred"),
        ("set my alarm fa 8 o'clock", "set my alarm for 8 o'clock"), ("Pau da timer", "Stop the timer"),
        ("display the dates", "display the dates"), ("dash to the shop", "dash to the shop"),
        // Appalachian fer; learners' own wekker and Wecker; Malay berapa and sudah.
        ("another one fer 2 hours", "another one for 2 hours"), ("make a wekker for 7", "make a alarm for 7"), ("Wecker at 6", "Alarm at 6"),
        ("my alarm sudah berapa", "my alarm already how many"), ("set alarm for 6 tumara morning", "set alarm for 6 tomorrow morning"),
        ("5 in de evening", "5 in the evening"),
        // Scots, Orkney and Shetland noo, hoo, hid, hiv, ony; a dropped g said as such.
        ("whit time is hid noo", "what time is it now"), ("hoo many's left", "how many's left"), ("hiv I ony alarms", "have I any alarms"),
        ("wake me at 6 tomorra mornin", "wake me at 6 tomorrow morning"), ("at 7 in the evenin", "at 7 in the evening"),
        ("mek anedda one fi eight", "make another one for eight"), ("anudda timer", "another timer"),
        ("is that timer still gaan", "is that timer still going"), ("switch the alarm aff", "switch the alarm off"),
    ])
    func readsAMisspeltWordAsTheWordMeant(text: String, meant: String) {
        #expect(Self.mender.mended(text) == meant)
    }

    /// Rule spellings by ear: a dropped g, an r not sounded, before any slip.
    @Test(arguments: [
        ("set a timah for twelve minutes", "set a timer for twelve minutes"),
        ("how many alahms I got", "how many alarms I got"),
        ("make anotha one for 6:15", "make another one for 6:15"),
        ("half six tomorrow mornin' please", "half six tomorrow morning please"),
        ("what timers are goin now", "what timers are going now"),
        ("any rain this evenin", "any rain this evening"),
        ("set a remindah for the bins", "set a reminder for the bins"),
        // Two r's unsounded in one word.
        ("set an alahm for quahtah to seven", "set an alarm for quarter to seven"), ("quahtah past six", "quarter past six"),
        // A word the dictionary knows stays: china, sofa, within, cabin.
        ("the china set on the sofa", "the china set on the sofa"), ("within the cabin", "within the cabin"),
    ])
    func readsASpellingByEarAsTheWordMeant(text: String, meant: String) {
        #expect(Self.mender.mended(text) == meant)
    }

    /// Rule dropped letters: an apostrophe at a word's edge where letters were dropped.
    @Test(arguments: [
        ("remind us in an hour an' a half", "remind us in an hour and a half"), ("get rid o' t' seven o'clock one", "get rid of the seven o'clock one"),
        ("'ave I got owt set", "have I got anything set"), ("An' another at 8", "And another at 8"), ("come wi' me", "come with me"),
        ("tell 'em at six", "tell them at six"), ("’bout 7 then", "about 7 then"),
        // Inside a word the apostrophe is a contraction's, and the word itself no shorthand.
        ("it's seven o'clock", "it's seven o'clock"), ("rock 'n' roll", "rock 'n' roll"), ("don't wake me", "don't wake me"),
        ("an hour", "an hour"), ("tim's alarm", "tim's alarm"), ("the o'neill farm", "the o'neill farm"),
    ])
    func readsDroppedLettersAsTheWordMeant(text: String, meant: String) {
        #expect(Self.mender.mended(text) == meant)
    }

    /// Melanesian Pidgin and Hinglish words read as the English meant, a word for one or two.
    @Test(arguments: [
        ("Wanem taim nau plis?", "What time now please?"), ("hamas olgeta", "how much all"), ("Rausim olgeta alarm plis", "Remove all alarm please"),
        ("setim alam long 5 klok moning tumora", "set alarm long 5 o'clock morning tomorrow"), ("ren bai pundaun tude", "rain bai fall today"),
        ("kitne alarms set hai", "how many alarms set hai"), ("saare timers", "all timers"), ("5 baje aaj", "5 o'clock today"), ("Narapela long 6:30", "Another long 6:30"), ("rausim namba 2", "remove number 2"),
        // Inside a longer word, nothing.
        ("renew my alarm", "renew my alarm"), ("the taimen fish", "the taimen fish"),
    ])
    func readsPidginAndHinglishAsTheEnglishMeant(text: String, meant: String) {
        #expect(Self.mender.mended(text) == meant)
    }

    @Test(arguments: [
        // English words one slip from a known word: no misspellings.
        "i had a vegan lunch", "how bad is my commute", "give me a rundown", "a pint of cider", "the dog chewed the lube",
        // Parts of a contraction, acronyms, words too short, and Chinese.
        "i couldn't say", "they shouldn’t wait",
        "dinner at tim's", "a tiemr's beep", "NASA TIMR",
        // Letters of a word of another Latin script, and short shorthand beside a Chinese character.
        "réveil à 6h45", "un café crème", "u盘插好了吗", "the tmr show", "明天天气怎么样",
        // Its first letter changed: a name as often as a slip (jiro, airo).
        "sushi at jiro", "a ximer",
        // Words the lists know, misspellings among them (cancle is a keyword as people type it).
        "cancle my alarm", "the timer", "",
    ])
    func leavesAWordAsWritten(text: String) {
        #expect(Self.mender.mended(text) == text)
    }

    @Test(arguments: [
        ("tmer", "timer", true), ("tiemr", "timer", true), ("timerr", "timer", true), ("timor", "timer", true),
        ("tmier", "timer", true), ("tmre", "timer", false), ("timer", "timer", false), ("tm", "timer", false),
    ])
    func oneSlipIsOneLetterLeftOutAddedChangedOrTwoSwapped(typed: String, word: String, isOne: Bool) {
        let (a, b) = (typed.unicodeScalars.map(\.value), word.unicodeScalars.map(\.value))
        #expect(SpellingMender.oneSlip(a, b) == isOne)
    }

    /// Of two known words as near, the one that holds every letter typed.
    @Test func ofTwoAsNearTheOneWithEveryLetterTyped() {
        let mender = SpellingMender(knowing: [["time", "timer"]])
        #expect(mender.mended("timr") == "timer")
        #expect(SpellingMender(knowing: [["times", "timer"]]).mended("timres") == "timers")
    }

    @Test(arguments: ["vegan", "commute", "rundown", "weather", "because"])
    func theDictionaryKnowsEnglishWords(word: String) throws {
        let dictionary = try #require(EnglishDictionary.shipped)
        #expect(dictionary.contains(word.unicodeScalars.map(\.value)))
    }

    @Test(arguments: ["tmer", "alrams", "wheather", "remmind", "delte"])
    func theDictionaryKnowsNoMisspelling(word: String) throws {
        let dictionary = try #require(EnglishDictionary.shipped)
        #expect(!dictionary.contains(word.unicodeScalars.map(\.value)))
    }
}
