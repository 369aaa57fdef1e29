/// The cities `CityGazetteer` knows: every province-level capital of China
/// (with Hong Kong, Macau and Taipei) and about a hundred of the largest or
/// best-known other cities (and every city and county of Taiwan), each with its centre's coordinates, its English
/// name and the other names people write.
///
/// Cities abroad are in `WorldCityTable`.
///
/// "X市" is accepted for every city without being listed. Aliases never hold a
/// one-character short form (京, 沪, 穗, 深): those are ordinary words too.
/// Where two cities share an English spelling the one listed first is found
/// (台州 for "Taizhou"); 宿州, another "Suzhou", is left out for 苏州.
enum CityTable {
    struct Record {
        var name: String
        var english: String
        var latitude: Double
        var longitude: Double
        /// Other Chinese names and English spellings, matched like the name.
        var aliases: [String]
        /// The ISO 3166 code of its country.
        var country = "CN"
        /// The IANA name of its time zone: China's, but for the three below.
        var zone = "Asia/Shanghai"

        init(_ name: String, _ english: String, _ latitude: Double, _ longitude: Double, _ aliases: [String] = []) {
            self.name = name
            self.english = english
            self.latitude = latitude
            self.longitude = longitude
            self.aliases = aliases
        }
    }

    static let records: [Record] = {
        let taiwan = ["台北", "新北", "桃园", "台中", "台南", "高雄", "基隆", "新竹", "嘉义",
                      "宜兰", "花莲", "台东", "屏东", "苗栗", "彰化", "南投", "云林", "澎湖", "金门"]
        let zones = ["香港": "Asia/Hong_Kong", "澳门": "Asia/Macau"].merging(taiwan.map { ($0, "Asia/Taipei") }) { $1 }
        return table.map { record in
            var record = record
            record.zone = zones[record.name] ?? record.zone
            return record
        }
    }()

    private static let table: [Record] = [
        // Municipalities, special administrative regions and Taipei.
        Record("北京", "Beijing", 39.9042, 116.4074, ["帝都", "京城", "Peking"]),
        Record("上海", "Shanghai", 31.2304, 121.4737, ["魔都", "申城"]),
        Record("天津", "Tianjin", 39.3434, 117.3616),
        Record("重庆", "Chongqing", 29.5630, 106.5516, ["重慶", "Chungking"]),
        Record("香港", "Hong Kong", 22.3193, 114.1694, ["香港特别行政区", "Hongkong"]),
        Record("澳门", "Macau", 22.1987, 113.5439, ["澳門", "澳门特别行政区", "Macao"]),
        Record("台北", "Taipei", 25.0330, 121.5654, ["臺北"]),
        // Provincial capitals.
        Record("石家庄", "Shijiazhuang", 38.0428, 114.5149),
        Record("太原", "Taiyuan", 37.8706, 112.5489),
        Record("呼和浩特", "Hohhot", 40.8414, 111.7519, ["呼市", "Huhhot"]),
        Record("沈阳", "Shenyang", 41.8057, 123.4315, ["瀋陽"]),
        Record("长春", "Changchun", 43.8171, 125.3235, ["長春"]),
        Record("哈尔滨", "Harbin", 45.8038, 126.5350, ["哈爾濱", "冰城"]),
        Record("南京", "Nanjing", 32.0603, 118.7969, ["金陵", "Nanking"]),
        Record("杭州", "Hangzhou", 30.2741, 120.1551),
        Record("合肥", "Hefei", 31.8206, 117.2272),
        Record("福州", "Fuzhou", 26.0745, 119.2965, ["榕城"]),
        Record("南昌", "Nanchang", 28.6820, 115.8579),
        Record("济南", "Jinan", 36.6512, 117.1201, ["泉城", "濟南"]),
        Record("郑州", "Zhengzhou", 34.7466, 113.6254, ["鄭州"]),
        Record("武汉", "Wuhan", 30.5928, 114.3055, ["武漢"]),
        Record("长沙", "Changsha", 28.2282, 112.9388, ["長沙"]),
        Record("广州", "Guangzhou", 23.1291, 113.2644, ["廣州", "羊城"]),
        Record("南宁", "Nanning", 22.8170, 108.3665, ["南寧"]),
        Record("海口", "Haikou", 20.0440, 110.1999),
        Record("成都", "Chengdu", 30.5728, 104.0668, ["蓉城"]),
        Record("贵阳", "Guiyang", 26.6470, 106.6302, ["貴陽"]),
        Record("昆明", "Kunming", 25.0389, 102.7183, ["春城"]),
        Record("拉萨", "Lhasa", 29.6500, 91.1000, ["拉薩"]),
        Record("西安", "Xi'an", 34.3416, 108.9398, ["Xian", "Xi’an"]),
        Record("兰州", "Lanzhou", 36.0611, 103.8343, ["蘭州"]),
        Record("西宁", "Xining", 36.6171, 101.7782, ["西寧"]),
        Record("银川", "Yinchuan", 38.4872, 106.2309, ["銀川"]),
        Record("乌鲁木齐", "Urumqi", 43.8256, 87.6168, ["乌市", "烏魯木齊", "Urumchi"]),
        // Taiwan.
        Record("高雄", "Kaohsiung", 22.6273, 120.3014),
        Record("台中", "Taichung", 24.1477, 120.6736, ["臺中"]),
        Record("台南", "Tainan", 22.9999, 120.2270, ["臺南"]),
        // The rest of Taiwan's cities, municipalities and provincial cities alike.
        Record("新北", "New Taipei", 25.0120, 121.4657),
        Record("桃园", "Taoyuan", 24.9936, 121.3010, ["桃園"]),
        Record("基隆", "Keelung", 25.1276, 121.7392),
        Record("新竹", "Hsinchu", 24.8138, 120.9675),
        Record("嘉义", "Chiayi", 23.4801, 120.4491, ["嘉義"]),
        // Taiwan's counties, by their seats (云林's is Douliu, 澎湖's Magong).
        Record("宜兰", "Yilan", 24.7570, 121.7533, ["宜蘭"]),
        Record("花莲", "Hualien", 23.9872, 121.6015, ["花蓮"]),
        Record("台东", "Taitung", 22.7583, 121.1444, ["臺東", "台東"]),
        Record("屏东", "Pingtung", 22.6727, 120.4880, ["屏東"]),
        Record("苗栗", "Miaoli", 24.5602, 120.8214),
        Record("彰化", "Changhua", 24.0809, 120.5389),
        Record("南投", "Nantou", 23.9157, 120.6869),
        Record("云林", "Yunlin", 23.7092, 120.5433, ["雲林"]),
        Record("澎湖", "Penghu", 23.5655, 119.5863),
        Record("金门", "Kinmen", 24.4321, 118.3171, ["金門"]),
        // Guangdong.
        Record("深圳", "Shenzhen", 22.5431, 114.0579, ["鹏城"]),
        Record("珠海", "Zhuhai", 22.2710, 113.5767),
        Record("东莞", "Dongguan", 23.0207, 113.7518, ["東莞"]),
        Record("佛山", "Foshan", 23.0215, 113.1214),
        Record("汕头", "Shantou", 23.3541, 116.6819, ["汕頭"]),
        Record("惠州", "Huizhou", 23.1115, 114.4152),
        Record("中山", "Zhongshan", 22.5176, 113.3928),
        Record("江门", "Jiangmen", 22.5787, 113.0819),
        Record("湛江", "Zhanjiang", 21.2707, 110.3594),
        Record("茂名", "Maoming", 21.6631, 110.9253),
        Record("肇庆", "Zhaoqing", 23.0472, 112.4651),
        Record("揭阳", "Jieyang", 23.5497, 116.3728),
        Record("清远", "Qingyuan", 23.6820, 113.0560),
        Record("韶关", "Shaoguan", 24.8104, 113.5972),
        Record("梅州", "Meizhou", 24.2886, 116.1226),
        Record("潮州", "Chaozhou", 23.6567, 116.6223),
        Record("阳江", "Yangjiang", 21.8580, 111.9822),
        Record("河源", "Heyuan", 23.7436, 114.7007),
        // Jiangsu.
        Record("苏州", "Suzhou", 31.2990, 120.5853, ["蘇州", "姑苏"]),
        Record("无锡", "Wuxi", 31.4912, 120.3119, ["無錫"]),
        Record("常州", "Changzhou", 31.8107, 119.9741),
        Record("南通", "Nantong", 31.9802, 120.8943),
        Record("徐州", "Xuzhou", 34.2058, 117.2844),
        Record("扬州", "Yangzhou", 32.3942, 119.4129, ["揚州"]),
        Record("镇江", "Zhenjiang", 32.1878, 119.4250),
        Record("盐城", "Yancheng", 33.3475, 120.1633),
        Record("连云港", "Lianyungang", 34.5967, 119.2216),
        Record("淮安", "Huai'an", 33.6104, 119.0153, ["Huaian"]),
        Record("昆山", "Kunshan", 31.3856, 120.9807),
        Record("常熟", "Changshu", 31.6537, 120.7522),
        // Zhejiang.
        Record("宁波", "Ningbo", 29.8683, 121.5440, ["寧波"]),
        Record("温州", "Wenzhou", 27.9938, 120.6994),
        Record("绍兴", "Shaoxing", 30.0302, 120.5802),
        Record("嘉兴", "Jiaxing", 30.7467, 120.7555),
        Record("金华", "Jinhua", 29.0790, 119.6474),
        Record("台州", "Taizhou", 28.6564, 121.4208),
        Record("泰州", "Taizhou", 32.4555, 119.9229),  // in Jiangsu; "Taizhou" finds 台州, listed first
        Record("湖州", "Huzhou", 30.8943, 120.0868),
        Record("舟山", "Zhoushan", 29.9853, 122.2072),
        Record("义乌", "Yiwu", 29.3069, 120.0752),
        // Shandong.
        Record("青岛", "Qingdao", 36.0671, 120.3826, ["青島", "Tsingtao"]),
        Record("烟台", "Yantai", 37.4638, 121.4479),
        Record("潍坊", "Weifang", 36.7069, 119.1618),
        Record("临沂", "Linyi", 35.1041, 118.3564),
        Record("济宁", "Jining", 35.4151, 116.5871),
        Record("淄博", "Zibo", 36.8131, 118.0548),
        Record("威海", "Weihai", 37.5131, 122.1204),
        Record("东营", "Dongying", 37.4346, 118.6748),
        Record("泰安", "Tai'an", 36.2000, 117.0870, ["Taian"]),
        Record("德州", "Dezhou", 37.4356, 116.3594),
        Record("聊城", "Liaocheng", 36.4570, 115.9855),
        Record("菏泽", "Heze", 35.2333, 115.4808),
        Record("枣庄", "Zaozhuang", 34.8107, 117.3237),
        // Hebei and Shanxi.
        Record("唐山", "Tangshan", 39.6309, 118.1802),
        Record("保定", "Baoding", 38.8739, 115.4646),
        Record("邯郸", "Handan", 36.6256, 114.5391),
        Record("秦皇岛", "Qinhuangdao", 39.9354, 119.6005),
        Record("廊坊", "Langfang", 39.5380, 116.6838),
        Record("沧州", "Cangzhou", 38.3044, 116.8388),
        Record("承德", "Chengde", 40.9516, 117.9634),
        Record("张家口", "Zhangjiakou", 40.7676, 114.8860),
        Record("邢台", "Xingtai", 37.0706, 114.5044),
        Record("大同", "Datong", 40.0768, 113.3001),
        Record("运城", "Yuncheng", 35.0263, 111.0070),
        Record("长治", "Changzhi", 36.1954, 113.1163),
        // The north-east and Inner Mongolia.
        Record("大连", "Dalian", 38.9140, 121.6147, ["大連"]),
        Record("鞍山", "Anshan", 41.1087, 122.9946),
        Record("抚顺", "Fushun", 41.8800, 123.9572),
        Record("锦州", "Jinzhou", 41.0952, 121.1270),
        Record("丹东", "Dandong", 40.0005, 124.3543),
        Record("营口", "Yingkou", 40.6670, 122.2350),
        Record("吉林", "Jilin", 43.8378, 126.5494),
        Record("延吉", "Yanji", 42.8911, 129.5086),
        Record("大庆", "Daqing", 46.5891, 125.1036),
        Record("齐齐哈尔", "Qiqihar", 47.3543, 123.9180),
        Record("牡丹江", "Mudanjiang", 44.5516, 129.6332),
        Record("包头", "Baotou", 40.6574, 109.8403),
        Record("鄂尔多斯", "Ordos", 39.6087, 109.7810),
        Record("赤峰", "Chifeng", 42.2586, 118.8869),
        Record("通辽", "Tongliao", 43.6525, 122.2434),
        Record("呼伦贝尔", "Hulunbuir", 49.2116, 119.7656),
        Record("满洲里", "Manzhouli", 49.5978, 117.3787),
        // Henan, Hubei, Hunan, Anhui, Jiangxi.
        Record("洛阳", "Luoyang", 34.6197, 112.4540, ["洛陽"]),
        Record("开封", "Kaifeng", 34.7972, 114.3073),
        Record("南阳", "Nanyang", 32.9908, 112.5283),
        Record("新乡", "Xinxiang", 35.3030, 113.9268),
        Record("商丘", "Shangqiu", 34.4143, 115.6564),
        Record("安阳", "Anyang", 36.0976, 114.3930),
        Record("信阳", "Xinyang", 32.1470, 114.0913),
        Record("襄阳", "Xiangyang", 32.0090, 112.1225),
        Record("宜昌", "Yichang", 30.6919, 111.2865),
        Record("荆州", "Jingzhou", 30.3352, 112.2398),
        Record("十堰", "Shiyan", 32.6294, 110.7980),
        Record("黄石", "Huangshi", 30.1999, 115.0389),
        Record("岳阳", "Yueyang", 29.3572, 113.1289),
        Record("常德", "Changde", 29.0316, 111.6985),
        Record("衡阳", "Hengyang", 26.8968, 112.5719),
        Record("株洲", "Zhuzhou", 27.8274, 113.1340),
        Record("湘潭", "Xiangtan", 27.8297, 112.9441),
        Record("张家界", "Zhangjiajie", 29.1170, 110.4792),
        Record("郴州", "Chenzhou", 25.7706, 113.0147),
        Record("芜湖", "Wuhu", 31.3526, 118.4331),
        Record("蚌埠", "Bengbu", 32.9163, 117.3889),
        Record("安庆", "Anqing", 30.5430, 117.0635),
        Record("阜阳", "Fuyang", 32.8901, 115.8142),
        Record("黄山", "Huangshan", 29.7147, 118.3375),
        Record("赣州", "Ganzhou", 25.8311, 114.9336),
        Record("九江", "Jiujiang", 29.7051, 116.0019),
        Record("上饶", "Shangrao", 28.4546, 117.9434),
        Record("景德镇", "Jingdezhen", 29.2689, 117.1784),
        // Fujian.
        Record("厦门", "Xiamen", 24.4798, 118.0894, ["廈門", "鹭岛", "Amoy"]),
        Record("泉州", "Quanzhou", 24.8741, 118.6757),
        Record("漳州", "Zhangzhou", 24.5130, 117.6471),
        Record("莆田", "Putian", 25.4540, 119.0078),
        Record("龙岩", "Longyan", 25.0751, 117.0174),
        Record("宁德", "Ningde", 26.6657, 119.5479),
        Record("武夷山", "Wuyishan", 27.7560, 118.0353),
        // Guangxi and Hainan.
        Record("桂林", "Guilin", 25.2736, 110.2900),
        Record("柳州", "Liuzhou", 24.3264, 109.4281),
        Record("北海", "Beihai", 21.4733, 109.1199),
        Record("阳朔", "Yangshuo", 24.7786, 110.4966),
        Record("三亚", "Sanya", 18.2528, 109.5119, ["三亞"]),
        Record("儋州", "Danzhou", 19.5209, 109.5808),
        // Sichuan, Guizhou, Yunnan, Tibet.
        Record("绵阳", "Mianyang", 31.4678, 104.6796),
        Record("宜宾", "Yibin", 28.7513, 104.6417),
        Record("南充", "Nanchong", 30.8373, 106.1106),
        Record("泸州", "Luzhou", 28.8717, 105.4423),
        Record("乐山", "Leshan", 29.5521, 103.7656),
        Record("德阳", "Deyang", 31.1270, 104.3979),
        Record("自贡", "Zigong", 29.3392, 104.7784),
        Record("攀枝花", "Panzhihua", 26.5823, 101.7186),
        Record("西昌", "Xichang", 27.8945, 102.2644),
        Record("遵义", "Zunyi", 27.7254, 106.9272),
        Record("六盘水", "Liupanshui", 26.5927, 104.8303),
        Record("丽江", "Lijiang", 26.8721, 100.2299, ["麗江"]),
        Record("大理", "Dali", 25.6065, 100.2676),
        Record("曲靖", "Qujing", 25.4900, 103.7962),
        Record("玉溪", "Yuxi", 24.3520, 102.5430),
        Record("西双版纳", "Xishuangbanna", 22.0017, 100.7975, ["版纳", "景洪", "Jinghong"]),
        Record("香格里拉", "Shangri-La", 27.8256, 99.7068),
        Record("日喀则", "Shigatse", 29.2670, 88.8800),
        Record("林芝", "Nyingchi", 29.6490, 94.3615),
        // The north-west.
        Record("宝鸡", "Baoji", 34.3620, 107.2373),
        Record("咸阳", "Xianyang", 34.3296, 108.7093),
        Record("延安", "Yan'an", 36.5853, 109.4897, ["Yanan"]),
        Record("天水", "Tianshui", 34.5809, 105.7249),
        Record("敦煌", "Dunhuang", 40.1421, 94.6620),
        Record("嘉峪关", "Jiayuguan", 39.7730, 98.2890),
        Record("格尔木", "Golmud", 36.4064, 94.9036),
        Record("喀什", "Kashgar", 39.4704, 75.9898, ["Kashi"]),
        Record("克拉玛依", "Karamay", 45.5799, 84.8892),
        Record("吐鲁番", "Turpan", 42.9513, 89.1895),
    ]

    /// Every Chinese name and alias: shell/lexicon makes them place names of the lexicon.
    static var chineseNames: [String] {
        records.flatMap { [$0.name] + $0.aliases }.filter { $0.unicodeScalars.allSatisfy { Lexicon.isChinese($0.value) } }
    }
}
