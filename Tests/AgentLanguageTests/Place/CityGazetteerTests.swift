import AgentLanguage
import Foundation
import Testing

struct CityGazetteerTests {
    /// The weather sentences of Tests/Data/dev.jsonl with the city each names, or nil for the default city.
    static let devWeather: [(text: String, city: String?)] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data/dev.jsonl")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["skill"] as? String == "weather.query", let sentence = object["text"] as? String,
                let city = object["city"] as? String
            else { return nil }
            let tags = object["tags"] as? [String] ?? []
            return (sentence, tags.contains("default-city") ? nil : city)
        }
    }()

    @Test func readsTheWeatherLinesOfTheDevSet() {
        #expect(Self.devWeather.count >= 18)
    }

    @Test func findsTheCityOfEveryWeatherSentenceOfTheDevSet() {
        for (text, city) in Self.devWeather {
            #expect(CityGazetteer.find(in: text)?.name == city, "\(text)")
        }
    }

    @Test(arguments: [
        ("北京天气怎么样", "北京", "Beijing", 0, 2),
        ("明天杭州会下雨吗", "杭州", "Hangzhou", 2, 4),
        ("乌鲁木齐现在的气温是多少", "乌鲁木齐", "Urumqi", 0, 4),
        ("北京市明天冷吗", "北京", "Beijing", 0, 3),
        ("上海迪士尼明天下雨吗", "上海", "Shanghai", 0, 2),
        ("南京路上冷不冷", "南京", "Nanjing", 0, 2),
        ("我下周去三亚，那边热吗", "三亚", "Sanya", 4, 6),
        ("帝都今天雾霾严重吗", "北京", "Beijing", 0, 2),
        ("魔都下雪了吗", "上海", "Shanghai", 0, 2),
        ("香港特别行政区天气", "香港", "Hong Kong", 0, 7),
        ("臺北會下雨嗎", "台北", "Taipei", 0, 2),
        ("呼市冷吗", "呼和浩特", "Hohhot", 0, 2),
        ("北京和上海哪个热", "北京", "Beijing", 0, 2),
        ("weather in Beijing", "北京", "Beijing", 11, 18),
        ("what's the weather in Hangzhou", "杭州", "Hangzhou", 22, 30),
        ("weather forecast for Shenzhen", "深圳", "Shenzhen", 21, 29),
        ("is it cold in Harbin today", "哈尔滨", "Harbin", 14, 20),
        ("WEATHER IN SHANGHAI", "上海", "Shanghai", 11, 19),
        ("Hong Kong weather", "香港", "Hong Kong", 0, 9),
        ("weather in Xi'an tomorrow", "西安", "Xi'an", 11, 16),
        ("Dalian or Dali?", "大连", "Dalian", 0, 6),
        ("Beijing天气", "北京", "Beijing", 0, 7),
        ("ｂｅｉｊｉｎｇ weather", "北京", "Beijing", 0, 7),
        ("去大理玩，天气怎么样", "大理", "Dali", 1, 3),
        ("张家界和张家口哪里冷", "张家界", "Zhangjiajie", 0, 3),
        ("Taizhou weather", "台州", "Taizhou", 0, 7),
        // Every city of Taiwan.
        ("那基隆呢", "基隆", "Keelung", 1, 3), ("新竹明天会下雨吗", "新竹", "Hsinchu", 0, 2), ("桃園機場天氣", "桃园", "Taoyuan", 0, 2),
        ("嘉義熱不熱", "嘉义", "Chiayi", 0, 2), ("weather in Hsinchu", "新竹", "Hsinchu", 11, 18), ("time in Keelung", "基隆", "Keelung", 8, 15),
    ])
    func findsTheCity(text: String, name: String, english: String, start: Int, end: Int) throws {
        let match = try #require(CityGazetteer.find(in: text))
        #expect(match.name == name && match.englishName == english && match.start == start && match.end == end)
    }

    @Test(arguments: [
        "今天冷吗", "出门要带雨伞吗", "大理石地板冷不冷", "三明治好吃吗", "北海道下雪了吗", "他穿着中山装", "大同小异",
        "weather in Shenzhenx", "xBeijing", "Dalianese food", "what's the weather like", "", "天气",
        "未开封的牛奶", "长治久安", "这罐奶粉还没开封", "盒子已开封了", "她包头巾出门", "买了块大理石台面",
        "Parisian cafés", "weather in Sydneyside",
    ])
    func findsNoCityInsideOtherWords(text: String) {
        #expect(CityGazetteer.find(in: text) == nil)
    }

    /// Rule name on word boundaries, with the world table: cities abroad by their Chinese or English name.
    @Test(arguments: [
        ("巴黎这周末天气", "巴黎", "FR"),
        ("明天东京下雪吗", "东京", "JP"),
        ("首尔后天冷不冷啊", "首尔", "KR"),
        ("新加坡今天闷不闷", "新加坡", "SG"),
        ("伦敦会下雨吗", "伦敦", "GB"),
        ("纽约现在几度", "纽约", "US"),
        ("weather in paris on sunday", "巴黎", "FR"),
        ("Sydney forecast for Friday", "悉尼", "AU"),
        ("Is it humid in SINGAPORE today?", "新加坡", "SG"),
        ("rain in New York tomorrow?", "纽约", "US"),
        ("Los Angeles weather", "洛杉矶", "US"),
        ("how cold is Seoul", "首尔", "KR"),
        // Cities of half a million people.
        ("snow in boston this weekend?", "波士顿", "US"), ("Vancouver rain tomorrow", "温哥华", "CA"), ("glasgow forecast", "格拉斯哥", "GB"),
    ])
    func findsCitiesAbroad(text: String, name: String, country: String) throws {
        let match = try #require(CityGazetteer.find(in: text))
        #expect(match.name == name && match.city.countryCode == country)
    }

    /// Rule initials in capitals: LA, NYC, KL name their cities only where written in capitals.
    @Test(arguments: [
        ("is it sunny in LA this weekend", "洛杉矶"), ("NYC forecast for monday", "纽约"), ("hot or not in KL tomorrow", "吉隆坡"),
        ("what's the time in DC right now", "华盛顿"), ("sing la la la", nil), ("the dc motor is broken", nil), ("kl and sf are initials", nil),
    ] as [(String, String?)])
    func findsACityByItsInitialsInCapitals(text: String, name: String?) {
        #expect(CityGazetteer.find(in: text)?.name == name)
    }

    /// Rule city part: a city's name at the start of a place name that ends in a part of a city.
    @Test(arguments: [("深圳湾明天风大吗", "深圳"), ("北京市区冷不冷", "北京"), ("杭州东站附近下雨了吗", "杭州")])
    func findsACityAtTheStartOfAPlaceInIt(text: String, name: String) {
        #expect(CityGazetteer.find(in: text)?.name == name)
    }

    /// Rule negated verb: 开封 after a negation is to unseal; elsewhere it is the city.
    @Test(arguments: [("开封后天天气", "开封" as String?), ("我想去开封玩，那边冷吗", "开封"), ("罐头没开封", nil),
                      ("快递未开封就退回去了", nil)])
    func readsANameThatIsAVerbAfterANegationAsTheVerb(text: String, name: String?) {
        #expect(CityGazetteer.find(in: text)?.name == name)
    }

    @Test func placesEveryCityWhereItIs() {
        let beijing = CityGazetteer.find(in: "北京")
        #expect(beijing?.latitude == 39.9042 && beijing?.longitude == 116.4074)
        for city in CityGazetteer.all {
            if city.countryCode == "CN" {
                #expect((18...54).contains(city.latitude) && (73...135).contains(city.longitude), "\(city.name)")
            }
            #expect(CityGazetteer.find(in: city.name + "天气怎么样")?.city == city, "\(city.name)")
            #expect(CityGazetteer.find(in: "weather in \(city.englishName) today")?.city.name != nil, "\(city.englishName)")
        }
    }

    @Test func holdsTheLargeCitiesAbroad() {
        let abroad = CityGazetteer.all.filter { $0.countryCode != "CN" }
        #expect(abroad.count >= 300)
        let names = Set(abroad.map(\.name))
        for name in ["巴黎", "伦敦", "纽约", "东京", "大阪", "首尔", "悉尼", "新加坡", "曼谷", "洛杉矶", "柏林", "罗马", "莫斯科", "迪拜",
                     "多伦多", "维也纳", "华盛顿", "堪培拉"] {
            #expect(names.contains(name), "\(name)")
        }
        let paris = CityGazetteer.city(named: "Paris")
        #expect(paris?.name == "巴黎" && paris.map { abs($0.latitude - 48.85) < 0.1 && abs($0.longitude - 2.35) < 0.1 } == true)
    }

    @Test func holdsEveryProvinceLevelCapitalAndTheLargeCities() {
        let names = Set(CityGazetteer.all.map(\.name))
        #expect(names.count == CityGazetteer.all.count)
        let capitals = ["北京", "上海", "天津", "重庆", "香港", "澳门", "台北", "石家庄", "太原", "呼和浩特", "沈阳", "长春", "哈尔滨",
                        "南京", "杭州", "合肥", "福州", "南昌", "济南", "郑州", "武汉", "长沙", "广州", "南宁", "海口", "成都", "贵阳",
                        "昆明", "拉萨", "西安", "兰州", "西宁", "银川", "乌鲁木齐"]
        let others = ["深圳", "苏州", "珠海", "洛阳", "丽江", "大理", "三亚", "青岛", "大连", "厦门", "宁波", "东莞", "佛山", "石家庄"]
        for name in capitals + others { #expect(names.contains(name), "\(name)") }
        #expect(CityGazetteer.all.count >= 130)
    }

    @Test(arguments: [
        ("深圳", "深圳"), ("深圳市", "深圳"), ("Shenzhen", "深圳"), ("  shenzhen ", "深圳"), ("帝都", "北京"),
        ("Xi’an", "西安"), ("HONG KONG", "香港"),
    ])
    func looksUpACityByItsExactName(name: String, city: String) {
        #expect(CityGazetteer.city(named: name)?.name == city)
    }

    @Test(arguments: ["", "深", "深圳天气", "腾冲", "Shenzhen weather", "市", "Pari"])
    func looksUpNothingButAnExactName(name: String) {
        #expect(CityGazetteer.city(named: name) == nil)
    }

    @Test func findsQuicklyInALongText() {
        let text = String(repeating: "今天的天气怎么样，我想出门走走。", count: 2000) + "腾冲和杭州"
        let started = ContinuousClock.now
        #expect(CityGazetteer.find(in: text)?.name == "杭州")
        #expect(ContinuousClock.now - started < .seconds(1))
    }
}
