// ICU behind a C face. Formatter objects are costly to build (tens of microseconds), so each
// thread keeps its own cache keyed by locale and pattern: ICU formatters other than
// LocalizedNumberFormatter are not documented as thread-safe, and per-thread caches need no locks.
#include "icub.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <unordered_map>

#include <unicode/brkiter.h>
#include <unicode/decimfmt.h>
#include <unicode/dtitvfmt.h>
#include <unicode/timezone.h>
#include <unicode/dtptngen.h>
#include <unicode/listformatter.h>
#include <unicode/locid.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/numberformatter.h>
#include <unicode/plurrule.h>
#include <unicode/rbnf.h>
#include <unicode/translit.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/unistr.h>
#include <unicode/uversion.h>

using icu::UnicodeString;

namespace {

int32_t put(const std::string &s, char *out, int32_t cap) {
    int32_t n = static_cast<int32_t>(s.size());
    if (out != nullptr && cap > 0) {
        int32_t k = n < cap ? n : cap - 1;
        std::memcpy(out, s.data(), static_cast<size_t>(k));
        out[k] = '\0';
    }
    return n;
}

int32_t put(const UnicodeString &u, char *out, int32_t cap) {
    std::string s;
    u.toUTF8String(s);
    return put(s, out, cap);
}

/// Writes `message` as the error text and returns the error code.
int32_t fail(int32_t code, const std::string &message, char *out, int32_t cap) {
    put(message, out, cap);
    return code;
}

int32_t icuError(UErrorCode status) { return -static_cast<int32_t>(status); }

icu::Locale makeLocale(const char *tag) {
    if (tag == nullptr || *tag == '\0') return icu::Locale::getRoot();
    std::string s(tag);
    if (s.find('@') == std::string::npos) {
        UErrorCode status = U_ZERO_ERROR;
        icu::Locale l = icu::Locale::forLanguageTag(s, status);
        if (U_SUCCESS(status) && !l.isBogus()) return l;
    }
    return icu::Locale(tag);
}

UnicodeString u16(const char *s) { return UnicodeString::fromUTF8(s == nullptr ? "" : s); }

template <typename T> using Cache = std::unordered_map<std::string, std::unique_ptr<T>>;

std::string key(const char *a, const char *b) {
    std::string k(a == nullptr ? "" : a);
    k.push_back('\x1f');
    k += (b == nullptr ? "" : b);
    return k;
}

const icu::number::LocalizedNumberFormatter *numberFormatter(const char *locale, const char *skeleton,
                                                             UErrorCode &status) {
    thread_local Cache<icu::number::LocalizedNumberFormatter> cache;
    std::string k = key(locale, skeleton);
    auto it = cache.find(k);
    if (it != cache.end()) return it->second.get();
    UParseError perr;
    auto unlocalized = icu::number::NumberFormatter::forSkeleton(u16(skeleton), perr, status);
    if (U_FAILURE(status)) return nullptr;
    auto f = std::make_unique<icu::number::LocalizedNumberFormatter>(unlocalized.locale(makeLocale(locale)));
    auto *raw = f.get();
    cache.emplace(k, std::move(f));
    return raw;
}

const icu::PluralRules *pluralRules(const char *locale, UErrorCode &status) {
    thread_local Cache<icu::PluralRules> cache;
    std::string k(locale == nullptr ? "" : locale);
    auto it = cache.find(k);
    if (it != cache.end()) return it->second.get();
    std::unique_ptr<icu::PluralRules> r(icu::PluralRules::forLocale(makeLocale(locale), UPLURAL_TYPE_CARDINAL, status));
    if (U_FAILURE(status)) return nullptr;
    auto *raw = r.get();
    cache.emplace(k, std::move(r));
    return raw;
}

bool isDateFieldLetter(char c) {
    // The pattern letters of UTS #35 date format patterns (the skeleton alphabet).
    static const char *letters = "GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx";
    return std::strchr(letters, c) != nullptr;
}

} // namespace

extern "C" {

int32_t icub_version(void) { return U_ICU_VERSION_MAJOR_NUM; }

int32_t icub_error_name(int32_t error, char *out, int32_t cap) {
    if (error == ICUB_E_ARGUMENT) return put(std::string("invalid argument"), out, cap);
    if (error == ICUB_E_SKELETON) return put(std::string("not a date skeleton"), out, cap);
    if (error >= 0) return put(std::string("no error"), out, cap);
    return put(std::string(u_errorName(static_cast<UErrorCode>(-error))), out, cap);
}

int32_t icub_plural_select(const char *locale, double n, const char *skeleton, char *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    const icu::PluralRules *rules = pluralRules(locale, status);
    if (rules == nullptr) return icuError(status);
    UnicodeString category;
    if (skeleton != nullptr && *skeleton != '\0') {
        const auto *f = numberFormatter(locale, skeleton, status);
        if (f == nullptr) return icuError(status);
        icu::number::FormattedNumber formatted = f->formatDouble(n, status);
        if (U_FAILURE(status)) return icuError(status);
        category = rules->select(formatted, status);
        if (U_FAILURE(status)) return icuError(status);
    } else {
        category = rules->select(n);
    }
    return put(category, out, cap);
}

int32_t icub_plural_keywords(const char *locale, char *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    const icu::PluralRules *rules = pluralRules(locale, status);
    if (rules == nullptr) return icuError(status);
    std::unique_ptr<icu::StringEnumeration> e(rules->getKeywords(status));
    if (U_FAILURE(status)) return icuError(status);
    std::string joined;
    while (const char *kw = e->next(nullptr, status)) {
        if (U_FAILURE(status)) return icuError(status);
        if (!joined.empty()) joined.push_back(' ');
        joined += kw;
    }
    return put(joined, out, cap);
}

int32_t icub_number_format(const char *locale, const char *skeleton, double n, char *out, int32_t cap) {
    if (skeleton == nullptr) return ICUB_E_ARGUMENT;
    UErrorCode status = U_ZERO_ERROR;
    const auto *f = numberFormatter(locale, skeleton, status);
    if (f == nullptr) return icuError(status);
    UnicodeString s = f->formatDouble(n, status).toString(status);
    if (U_FAILURE(status)) return icuError(status);
    return put(s, out, cap);
}

int32_t icub_number_rounded(const char *locale, const char *skeleton, double n, char *out, int32_t cap) {
    if (skeleton == nullptr) return ICUB_E_ARGUMENT;
    UErrorCode status = U_ZERO_ERROR;
    const auto *f = numberFormatter(locale, skeleton, status);
    if (f == nullptr) return icuError(status);
    auto formatted = f->formatDouble(n, status);
    std::string decimal = formatted.toDecimalNumber<std::string>(status);
    if (U_FAILURE(status)) return icuError(status);
    // Compact notation and scale stems report the shown significand ("413" for $413M); restore the
    // magnitude from the ratio to the input, which is a power of ten.
    double shown = std::strtod(decimal.c_str(), nullptr);
    if (shown != 0 && n != 0 && std::isfinite(n)) {
        double k = std::round(std::log10(std::fabs(n / shown)));
        if (k != 0) {
            // Shift the decimal exponent in text so that 4.1 × 10^8 parses as exactly 410000000.
            std::string mantissa = decimal;
            long exponent = 0;
            size_t e = decimal.find_first_of("eE");
            if (e != std::string::npos) {
                mantissa = decimal.substr(0, e);
                exponent = std::strtol(decimal.c_str() + e + 1, nullptr, 10);
            }
            decimal = mantissa + "e" + std::to_string(exponent + static_cast<long>(k));
        }
    }
    return put(decimal, out, cap);
}

int32_t icub_number_skeleton_check(const char *skeleton, char *out, int32_t cap) {
    if (skeleton == nullptr) return ICUB_E_ARGUMENT;
    UErrorCode status = U_ZERO_ERROR;
    UParseError perr;
    perr.offset = -1;
    icu::number::NumberFormatter::forSkeleton(u16(skeleton), perr, status);
    if (U_SUCCESS(status)) {
        put(std::string(), out, cap);
        return 0;
    }
    std::string msg = std::string(u_errorName(status));
    if (perr.offset >= 0) msg += " at offset " + std::to_string(perr.offset);
    return fail(icuError(status), msg, out, cap);
}

int32_t icub_date_skeleton_check(const char *skeleton, char *out, int32_t cap) {
    if (skeleton == nullptr || *skeleton == '\0') return fail(ICUB_E_SKELETON, "empty date skeleton", out, cap);
    for (const char *p = skeleton; *p != '\0'; ++p) {
        if (!isDateFieldLetter(*p)) {
            return fail(ICUB_E_SKELETON,
                        std::string("'") + *p + "' at offset " + std::to_string(p - skeleton) +
                            " is not a date field letter",
                        out, cap);
        }
    }
    put(std::string(), out, cap);
    return 0;
}

int32_t icub_date_format(const char *locale, const char *skeleton, double epochSeconds, char *out, int32_t cap) {
    char message[128];
    int32_t check = icub_date_skeleton_check(skeleton, message, sizeof message);
    if (check < 0) return fail(check, message, out, cap);

    struct Closer {
        void operator()(UDateFormat *f) const { udat_close(f); }
    };
    thread_local std::unordered_map<std::string, std::unique_ptr<UDateFormat, Closer>> cache;
    std::string k = key(locale, skeleton);
    UErrorCode status = U_ZERO_ERROR;
    auto it = cache.find(k);
    if (it == cache.end()) {
        UDateTimePatternGenerator *gen = udatpg_open(makeLocale(locale).getName(), &status);
        if (U_FAILURE(status)) return icuError(status);
        UnicodeString skel = u16(skeleton);
        UChar pattern[256];
        int32_t len = udatpg_getBestPattern(gen, skel.getBuffer(), skel.length(), pattern, 256, &status);
        udatpg_close(gen);
        if (U_FAILURE(status)) return icuError(status);
        static const UChar utc[] = {'U', 'T', 'C', 0};
        UDateFormat *f = udat_open(UDAT_PATTERN, UDAT_PATTERN, makeLocale(locale).getName(), utc, -1,
                                   pattern, len, &status);
        if (U_FAILURE(status)) return icuError(status);
        it = cache.emplace(k, std::unique_ptr<UDateFormat, Closer>(f)).first;
    }
    UChar buffer[512];
    int32_t len = udat_format(it->second.get(), epochSeconds * 1000.0, buffer, 512, nullptr, &status);
    if (U_FAILURE(status)) return icuError(status);
    return put(UnicodeString(buffer, len), out, cap);
}

int32_t icub_date_interval_format(const char *locale, const char *skeleton, double fromSeconds, double toSeconds,
                                  char *out, int32_t cap) {
    char message[128];
    int32_t check = icub_date_skeleton_check(skeleton, message, sizeof message);
    if (check < 0) return fail(check, message, out, cap);
    thread_local Cache<icu::DateIntervalFormat> cache;
    std::string k = key(locale, skeleton);
    UErrorCode status = U_ZERO_ERROR;
    auto it = cache.find(k);
    if (it == cache.end()) {
        std::unique_ptr<icu::DateIntervalFormat> f(
            icu::DateIntervalFormat::createInstance(u16(skeleton), makeLocale(locale), status));
        if (U_FAILURE(status)) return icuError(status);
        std::unique_ptr<icu::TimeZone> utc(icu::TimeZone::createTimeZone(UNICODE_STRING_SIMPLE("UTC")));
        f->setTimeZone(*utc);
        it = cache.emplace(k, std::move(f)).first;
    }
    icu::DateInterval interval(fromSeconds * 1000.0, toSeconds * 1000.0);
    UnicodeString result;
    icu::FieldPosition pos(icu::FieldPosition::DONT_CARE);
    it->second->format(&interval, result, pos, status);
    if (U_FAILURE(status)) return icuError(status);
    return put(result, out, cap);
}

int32_t icub_list_format(const char *locale, int32_t type, const char *const *items, int32_t count,
                         char *out, int32_t cap) {
    if (count < 0 || (count > 0 && items == nullptr)) return ICUB_E_ARGUMENT;
    thread_local Cache<icu::ListFormatter> cache;
    std::string k = key(locale, type == 1 ? "or" : "and");
    UErrorCode status = U_ZERO_ERROR;
    auto it = cache.find(k);
    if (it == cache.end()) {
        std::unique_ptr<icu::ListFormatter> f(icu::ListFormatter::createInstance(
            makeLocale(locale), type == 1 ? ULISTFMT_TYPE_OR : ULISTFMT_TYPE_AND, ULISTFMT_WIDTH_WIDE, status));
        if (U_FAILURE(status)) return icuError(status);
        it = cache.emplace(k, std::move(f)).first;
    }
    std::unique_ptr<UnicodeString[]> strings(new UnicodeString[count > 0 ? count : 1]);
    for (int32_t i = 0; i < count; ++i) strings[i] = u16(items[i]);
    UnicodeString result;
    it->second->format(strings.get(), count, result, status);
    if (U_FAILURE(status)) return icuError(status);
    return put(result, out, cap);
}

int32_t icub_message_format(const char *locale, const char *pattern, int32_t count, const char *const *names,
                            const int32_t *kinds, const double *numbers, const char *const *strings, char *out,
                            int32_t cap) {
    if (pattern == nullptr || count < 0 || (count > 0 && (names == nullptr || kinds == nullptr)))
        return ICUB_E_ARGUMENT;
    thread_local Cache<icu::MessageFormat> cache;
    std::string k = key(locale, pattern);
    UErrorCode status = U_ZERO_ERROR;
    auto it = cache.find(k);
    if (it == cache.end()) {
        UParseError perr;
        perr.offset = -1;
        auto f = std::make_unique<icu::MessageFormat>(u16(pattern), makeLocale(locale), perr, status);
        if (U_FAILURE(status)) {
            std::string msg = std::string(u_errorName(status));
            if (perr.offset >= 0) msg += " at offset " + std::to_string(perr.offset);
            return fail(icuError(status), msg, out, cap);
        }
        it = cache.emplace(k, std::move(f)).first;
    }
    std::unique_ptr<UnicodeString[]> argNames(new UnicodeString[count > 0 ? count : 1]);
    std::unique_ptr<icu::Formattable[]> args(new icu::Formattable[count > 0 ? count : 1]);
    for (int32_t i = 0; i < count; ++i) {
        argNames[i] = u16(names[i]);
        if (kinds[i] == ICUB_ARG_NUMBER) {
            if (numbers == nullptr) return ICUB_E_ARGUMENT;
            args[i].setDouble(numbers[i]);
        } else {
            if (strings == nullptr) return ICUB_E_ARGUMENT;
            args[i].setString(u16(strings[i]));
        }
    }
    UnicodeString result;
    it->second->format(argNames.get(), args.get(), count, result, status);
    if (U_FAILURE(status)) return fail(icuError(status), u_errorName(status), out, cap);
    return put(result, out, cap);
}

int32_t icub_message_arguments(const char *pattern, char *out, int32_t cap) {
    if (pattern == nullptr) return ICUB_E_ARGUMENT;
    UErrorCode status = U_ZERO_ERROR;
    UParseError perr;
    perr.offset = -1;
    icu::MessagePattern mp(u16(pattern), &perr, status);
    if (U_FAILURE(status)) {
        std::string msg = std::string(u_errorName(status));
        if (perr.offset >= 0) msg += " at offset " + std::to_string(perr.offset);
        return fail(icuError(status), msg, out, cap);
    }
    std::string lines;
    int32_t parts = mp.countParts();
    for (int32_t i = 0; i < parts; ++i) {
        const icu::MessagePattern::Part &part = mp.getPart(i);
        if (part.getType() != UMSGPAT_PART_TYPE_ARG_START) continue;
        UMessagePatternArgType argType = part.getArgType();
        const char *typeName = "none";
        switch (argType) {
        case UMSGPAT_ARG_TYPE_NONE: typeName = "none"; break;
        case UMSGPAT_ARG_TYPE_SIMPLE: typeName = "simple"; break;
        case UMSGPAT_ARG_TYPE_PLURAL: typeName = "plural"; break;
        case UMSGPAT_ARG_TYPE_SELECTORDINAL: typeName = "selectordinal"; break;
        case UMSGPAT_ARG_TYPE_SELECT: typeName = "select"; break;
        case UMSGPAT_ARG_TYPE_CHOICE: typeName = "choice"; break;
        }
        std::string name;
        mp.getSubstring(mp.getPart(i + 1)).toUTF8String(name);
        std::string selectors;
        int32_t limit = mp.getLimitPartIndex(i);
        for (int32_t j = i + 2; j < limit;) {
            const icu::MessagePattern::Part &p = mp.getPart(j);
            if (p.getType() == UMSGPAT_PART_TYPE_ARG_SELECTOR) {
                if (!selectors.empty()) selectors.push_back(' ');
                mp.getSubstring(p).toUTF8String(selectors);
                ++j;
            } else if (p.getType() == UMSGPAT_PART_TYPE_MSG_START) {
                j = mp.getLimitPartIndex(j) + 1;
            } else {
                ++j;
            }
        }
        // A simple argument's type word ("number", "date", …) is the part after its name.
        std::string simpleType;
        if (argType == UMSGPAT_ARG_TYPE_SIMPLE && i + 2 < parts &&
            mp.getPart(i + 2).getType() == UMSGPAT_PART_TYPE_ARG_TYPE) {
            mp.getSubstring(mp.getPart(i + 2)).toUTF8String(simpleType);
        }
        lines += name + "\t" + typeName + "\t" + selectors + "\t" + simpleType + "\n";
    }
    return put(lines, out, cap);
}

int32_t icub_spellout(const char *locale, double n, char *out, int32_t cap) {
    thread_local Cache<icu::RuleBasedNumberFormat> cache;
    std::string k(locale == nullptr ? "" : locale);
    UErrorCode status = U_ZERO_ERROR;
    auto it = cache.find(k);
    if (it == cache.end()) {
        auto f = std::make_unique<icu::RuleBasedNumberFormat>(icu::URBNF_SPELLOUT, makeLocale(locale), status);
        if (U_FAILURE(status)) return icuError(status);
        it = cache.emplace(k, std::move(f)).first;
    }
    UnicodeString result;
    it->second->format(n, result);
    return put(result, out, cap);
}

int32_t icub_transliterate(const char *transformID, const char *text, char *out, int32_t cap) {
    if (transformID == nullptr || text == nullptr) return ICUB_E_ARGUMENT;
    thread_local Cache<icu::Transliterator> cache;
    std::string k(transformID);
    UErrorCode status = U_ZERO_ERROR;
    auto it = cache.find(k);
    if (it == cache.end()) {
        UParseError perr;
        std::unique_ptr<icu::Transliterator> t(
            icu::Transliterator::createInstance(u16(transformID), UTRANS_FORWARD, perr, status));
        if (U_FAILURE(status) || !t) return icuError(U_FAILURE(status) ? status : U_INVALID_ID);
        it = cache.emplace(k, std::move(t)).first;
    }
    UnicodeString s = u16(text);
    it->second->transliterate(s);
    return put(s, out, cap);
}

} // extern "C"
