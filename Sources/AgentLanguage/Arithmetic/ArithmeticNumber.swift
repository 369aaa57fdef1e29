/// A number in a calculation: an exact fraction of two `Int64`s while the
/// arithmetic fits in them, else an approximate `Double`.
///
/// Integers stay exact up to 2^63 − 1 (2^53 + 1 is 9007199254740993), and
/// decimals written in the sentence are exact fractions (0.1 is 1/10), so
/// 0.1 + 0.2 is exactly 0.3 and 三点一四乘二 exactly 6.28. A result whose
/// numerator or denominator overflows, an irrational square root, or a number
/// too long for `Int64` becomes a `Double`.
///
/// Shown (`description`, `doubleValue`): an exact integer as it is; anything
/// else rounded to 15 significant digits, which hides the noise of binary
/// floating point (√2 is 1.4142135623731, 1/3 is 0.333333333333333).
public struct ArithmeticNumber: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    enum Storage: Sendable, Hashable {
        /// Numerator and denominator: the denominator positive, the fraction in
        /// lowest terms, the numerator never `Int64.min` (so it can be negated).
        case ratio(Int64, Int64)
        case real(Double)
    }

    let storage: Storage

    private init(storage: Storage) {
        self.storage = storage
    }

    public init(_ integer: Int64) {
        storage = integer == .min ? .real(Double(integer)) : .ratio(integer, 1)
    }

    public init(integerLiteral value: Int64) {
        self.init(value)
    }

    /// Exact when `value` is an integer within ±2^53, approximate otherwise.
    public init(_ value: Double) {
        if value == value.rounded(), abs(value) <= Self.exactDoubleLimit {
            storage = .ratio(Int64(value), 1)
        } else {
            storage = .real(value)
        }
    }

    /// `numerator / denominator` in lowest terms; `denominator` must not be zero.
    static func ratio(_ numerator: Int64, _ denominator: Int64) -> ArithmeticNumber {
        var n = numerator
        var d = denominator
        if d < 0 {
            guard n != .min, d != .min else { return ArithmeticNumber(storage: .real(Double(n) / Double(d))) }
            n = -n
            d = -d
        }
        let g = Int64(gcd(n.magnitude, d.magnitude))  // at least 1: d > 0
        n /= g
        d /= g
        guard n != .min else { return ArithmeticNumber(storage: .real(Double(n) / Double(d))) }
        return ArithmeticNumber(storage: .ratio(n, d))
    }

    static func real(_ value: Double) -> ArithmeticNumber {
        ArithmeticNumber(storage: .real(value))
    }

    /// Whether the value is known exactly (a fraction, not a `Double`).
    public var isExact: Bool {
        if case .ratio = storage { return true }
        return false
    }

    /// The value when it is an exact integer.
    public var exactInteger: Int64? {
        if case let .ratio(n, 1) = storage { return n }
        return nil
    }

    /// The value as a `Double`: an exact integer as the nearest `Double`,
    /// anything else rounded to 15 significant digits.
    public var doubleValue: Double {
        switch storage {
        case let .ratio(n, 1): return Double(n)
        case let .ratio(n, d): return Self.roundedForShow(Double(n) / Double(d))
        case let .real(x): return Self.roundedForShow(x)
        }
    }

    /// "13", "-30", "0.75", "9007199254740993", "1.4142135623731", "1.21576654590569e+19".
    public var description: String {
        if let integer = exactInteger { return String(integer) }
        let x = doubleValue
        if x == x.rounded(), abs(x) <= Self.exactDoubleLimit { return String(Int64(x)) }  // no "2.0", no "-0.0"
        return x.description
    }

    /// `description` as people write it: "−8" with a minus sign, "1.18059162071741 × 10²¹" for a
    /// power of ten, never "1e+21".
    public var displayText: String {
        let written = description
        var text = written
        if let e = written.firstIndex(of: "e") {
            var exponent = written[written.index(after: e)...]
            if exponent.first == "+" { exponent = exponent.dropFirst() }
            if let raised = Superscript.of(exponent) { text = written[..<e] + " × 10" + raised }
        }
        return String(text.map { $0 == "-" ? "−" : $0 })
    }

    /// Whether `description` is the value itself, not a rounding of it: 13, 0.75, 2.4 (1/3 and √2
    /// are shown rounded, so a reply says ≈ before them).
    public var isShownExactly: Bool {
        switch storage {
        case let .ratio(n, d):
            // A fraction ends as a decimal when its denominator has no prime factor but 2 and 5,
            // after as many places as the larger power of them; 15 digits are shown.
            var rest = d
            var twos = 0
            var fives = 0
            while rest % 2 == 0 { rest /= 2; twos += 1 }
            while rest % 5 == 0 { rest /= 5; fives += 1 }
            let whole = String((n / d).magnitude).count
            return rest == 1 && (d == 1 || whole + max(twos, fives) <= 15)
        case let .real(x):
            return Self.roundedForShow(x) == x
        }
    }

    var rawDouble: Double {
        switch storage {
        case let .ratio(n, d): return Double(n) / Double(d)
        case let .real(x): return x
        }
    }

    var isZero: Bool { rawDouble == 0 }
    var isNegative: Bool { rawDouble < 0 }

    static let exactDoubleLimit: Double = 9_007_199_254_740_992  // 2^53

    // MARK: Arithmetic

    func negated() -> ArithmeticNumber {
        switch storage {
        case let .ratio(n, d): return ArithmeticNumber(storage: .ratio(-n, d))
        case let .real(x): return .real(-x)
        }
    }

    func adding(_ other: ArithmeticNumber) -> ArithmeticNumber {
        if case let .ratio(a, b) = storage, case let .ratio(c, d) = other.storage {
            let g = Int64(Self.gcd(b.magnitude, d.magnitude))
            let (x, o1) = a.multipliedReportingOverflow(by: d / g)
            let (y, o2) = c.multipliedReportingOverflow(by: b / g)
            let (numerator, o3) = x.addingReportingOverflow(y)
            let (denominator, o4) = b.multipliedReportingOverflow(by: d / g)
            if !(o1 || o2 || o3 || o4) { return .ratio(numerator, denominator) }
        }
        return .real(rawDouble + other.rawDouble)
    }

    func subtracting(_ other: ArithmeticNumber) -> ArithmeticNumber {
        adding(other.negated())
    }

    func multiplying(_ other: ArithmeticNumber) -> ArithmeticNumber {
        if case let .ratio(a, b) = storage, case let .ratio(c, d) = other.storage {
            // Cross-cancel first so the products stay small.
            let g1 = Int64(Self.gcd(a.magnitude, d.magnitude))
            let g2 = Int64(Self.gcd(c.magnitude, b.magnitude))
            let (numerator, o1) = (a / g1).multipliedReportingOverflow(by: c / g2)
            let (denominator, o2) = (b / g2).multipliedReportingOverflow(by: d / g1)
            if !(o1 || o2) { return .ratio(numerator, denominator) }
        }
        return .real(rawDouble * other.rawDouble)
    }

    func dividing(by other: ArithmeticNumber) throws(ArithmeticError) -> ArithmeticNumber {
        guard !other.isZero else { throw .divisionByZero }
        if case let .ratio(c, d) = other.storage {
            return multiplying(.ratio(d, c))
        }
        return .real(rawDouble / other.rawDouble)
    }

    /// Whole powers, and halves through the square root (4^0.5 = 2).
    func raised(to exponent: ArithmeticNumber) throws(ArithmeticError) -> ArithmeticNumber {
        switch exponent.storage {
        case let .ratio(p, 1):
            return try integerPower(p)
        case let .ratio(p, 2):
            return try squareRoot().integerPower(p)
        case let .real(e) where e == e.rounded():
            return abs(e) < 0x1p62 ? try integerPower(Int64(e)) : try hugePower(e)
        case let .real(e) where 2 * e == (2 * e).rounded() && abs(e) < 0x1p61:
            return try squareRoot().integerPower(Int64(2 * e))
        default:
            throw .fractionalPower(exponent.description)
        }
    }

    /// By repeated squaring: exact while the fraction fits, then in `Double`.
    private func integerPower(_ n: Int64) throws(ArithmeticError) -> ArithmeticNumber {
        if n < 0 {
            guard !isZero else { throw .divisionByZero }
            let positive = try integerPower(-n)  // n > Int64.min: exponents come from fractions
            guard !positive.isZero else { throw .tooLarge }  // 0.5^-2000: the power underflowed
            return try ArithmeticNumber(1).dividing(by: positive)
        }
        var result = ArithmeticNumber(1)
        var base = self
        var e = n
        while e > 0 {
            if e & 1 == 1 { result = result.multiplying(base) }
            e >>= 1
            if e > 0 { base = base.multiplying(base) }
            if !result.rawDouble.isFinite || (e > 0 && !base.rawDouble.isFinite) { throw .tooLarge }
        }
        return result
    }

    /// An integral exponent of 2^62 or more: only its sign and the base's size matter.
    private func hugePower(_ e: Double) throws(ArithmeticError) -> ArithmeticNumber {
        let magnitude = abs(rawDouble)
        if magnitude == 1 { return ArithmeticNumber(1) }  // such exponents are even
        if magnitude == 0 {
            guard e > 0 else { throw .divisionByZero }
            return ArithmeticNumber(0)
        }
        if (magnitude > 1) == (e > 0) { throw .tooLarge }
        return ArithmeticNumber(0)
    }

    func squareRoot() throws(ArithmeticError) -> ArithmeticNumber {
        guard !isNegative else { throw .notReal }
        if case let .ratio(n, d) = storage, let rn = Self.exactSquareRoot(n), let rd = Self.exactSquareRoot(d) {
            return .ratio(rn, rd)
        }
        return .real(rawDouble.squareRoot())
    }

    /// The real cube root: exact for a fraction of perfect cubes (∛(-27/8) = -3/2).
    func cubeRoot() -> ArithmeticNumber {
        if case let .ratio(n, d) = storage, let rn = Self.exactCubeRoot(n), let rd = Self.exactCubeRoot(d) {
            return .ratio(rn, rd)
        }
        return .real(Self.cubeRoot(rawDouble))
    }

    /// n! for a whole n: exact up to 20!, a `Double` up to 170!.
    func factorial() throws(ArithmeticError) -> ArithmeticNumber {
        let x = rawDouble
        guard x >= 0, x == x.rounded() else { throw .invalidFactorial(description) }
        guard x <= 170 else { throw .tooLarge }
        var result = ArithmeticNumber(1)
        var k: Int64 = 2
        while Double(k) <= x {
            result = result.multiplying(ArithmeticNumber(k))
            k += 1
        }
        return result
    }

    /// The number itself, or the error of a `Double` that left the real numbers.
    func checked() throws(ArithmeticError) -> ArithmeticNumber {
        if case let .real(x) = storage, !x.isFinite { throw x.isNaN ? .notReal : .tooLarge }
        return self
    }

    // MARK: Helpers

    static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    private static func exactSquareRoot(_ n: Int64) -> Int64? {
        guard n >= 0 else { return nil }
        var r = Int64(Double(n).squareRoot())
        while r > 0, r.multipliedReportingOverflow(by: r).overflow || r * r > n { r -= 1 }
        while case let (square, false) = (r + 1).multipliedReportingOverflow(by: r + 1), square <= n { r += 1 }
        return r * r == n ? r : nil
    }

    private static func exactCubeRoot(_ n: Int64) -> Int64? {
        guard n != .min else { return nil }
        let magnitude = n.magnitude
        var r = UInt64(cubeRoot(Double(magnitude)).rounded())
        // Within one of the root, and below 2^21 + 2, so no cube here overflows a UInt64.
        while r > 0, r * r * r > magnitude { r -= 1 }
        while (r + 1) * (r + 1) * (r + 1) <= magnitude { r += 1 }
        guard r * r * r == magnitude else { return nil }
        return n < 0 ? -Int64(r) : Int64(r)
    }

    /// The real cube root of a `Double` by Newton's method (the standard library has no `cbrt`).
    static func cubeRoot(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return x }
        let a = x.magnitude
        // A first guess within a factor of two: 2^(exponent / 3).
        var y = Double(sign: .plus, exponent: a.exponent / 3, significand: 1)
        for _ in 0..<100 {
            let next = (2 * y + a / (y * y)) / 3
            if next == y { break }
            if abs(next - y) <= y.ulp {
                y = next
                break
            }
            y = next
        }
        return x < 0 ? -y : y
    }

    /// `x` rounded to 15 significant digits, decimal digits rounded half up on
    /// its shortest representation (0.30000000000000004 is 0.3).
    static func roundedForShow(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return x == 0 ? 0 : x }
        let digitsShown = 15
        let written = Array(x.magnitude.description.utf8)  // "0.30000000000000004", "1.2157665459056929e+19"
        var digits: [UInt8] = []
        var pointAt = 0  // the value is 0.<digits> × 10^pointAt
        var afterPoint = false
        var i = 0
        while i < written.count, written[i] != UInt8(ascii: "e") {
            if written[i] == UInt8(ascii: ".") {
                afterPoint = true
            } else if digits.isEmpty && written[i] == UInt8(ascii: "0") {
                if afterPoint { pointAt -= 1 }
            } else {
                digits.append(written[i] - UInt8(ascii: "0"))
                if !afterPoint { pointAt += 1 }
            }
            i += 1
        }
        if i < written.count, let exponent = Int(String(decoding: written[(i + 1)...], as: UTF8.self)) {
            pointAt += exponent
        }
        guard digits.count > digitsShown else { return x }
        let roundUp = digits[digitsShown] >= 5
        digits.removeLast(digits.count - digitsShown)
        if roundUp {
            var k = digitsShown - 1
            while k >= 0, digits[k] == 9 {
                digits[k] = 0
                k -= 1
            }
            if k >= 0 {
                digits[k] += 1
            } else {
                digits.insert(1, at: 0)
                pointAt += 1
            }
        }
        let text = "0." + String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self) + "e\(pointAt)"
        guard let rounded = Double(text) else { return x }
        return x < 0 ? -rounded : rounded
    }
}
