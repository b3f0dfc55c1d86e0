// Spellout with a named rule set (ordinals and cases for spoken dates); see icub_rbnf.h.
#include "icub_rbnf.h"
#include "icub_copy.h"

#include <cstring>
#include <memory>
#include <string>
#include <unordered_map>

#include <unicode/fieldpos.h>
#include <unicode/locid.h>
#include <unicode/rbnf.h>
#include <unicode/unistr.h>

namespace {

icu::Locale localeFor(const char *tag) {
    UErrorCode status = U_ZERO_ERROR;
    icu::Locale l = icu::Locale::forLanguageTag(tag, status);
    return U_SUCCESS(status) && !l.isBogus() ? l : icu::Locale(tag);
}

} // namespace

extern "C" int32_t icub_spellout_rules(const char *locale, const char *ruleSet, double n, char *out, int32_t cap) {
    if (locale == nullptr || ruleSet == nullptr) return -static_cast<int32_t>(U_ILLEGAL_ARGUMENT_ERROR);
    thread_local std::unordered_map<std::string, std::unique_ptr<icu::RuleBasedNumberFormat>> cache;
    UErrorCode status = U_ZERO_ERROR;
    auto it = cache.find(locale);
    if (it == cache.end()) {
        auto f = std::make_unique<icu::RuleBasedNumberFormat>(icu::URBNF_SPELLOUT, localeFor(locale), status);
        if (U_FAILURE(status)) return -static_cast<int32_t>(status);
        it = cache.emplace(locale, std::move(f)).first;
    }
    icu::UnicodeString result;
    icu::FieldPosition position;
    it->second->format(n, icu::UnicodeString::fromUTF8(ruleSet), result, position, status);
    if (U_FAILURE(status)) return -static_cast<int32_t>(status);
    return icubCopyOut(result, out, cap);
}
