// Measurement units and numbering systems known to ICU; see icub_units.h.
#include "icub_units.h"
#include "icub_copy.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <unicode/measunit.h>
#include <unicode/numsys.h>
#include <unicode/strenum.h>
#include <unicode/unistr.h>

extern "C" {

int32_t icub_measure_units(char *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t count = icu::MeasureUnit::getAvailable(nullptr, 0, status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) return -static_cast<int32_t>(status);
    status = U_ZERO_ERROR;
    std::unique_ptr<icu::MeasureUnit[]> units(new icu::MeasureUnit[count]);
    count = icu::MeasureUnit::getAvailable(units.get(), count, status);
    if (U_FAILURE(status)) return -static_cast<int32_t>(status);
    std::vector<std::string> names;
    for (int32_t i = 0; i < count; ++i) {
        const char *type = units[i].getType();
        const char *subtype = units[i].getSubtype();
        // "none-base", "none-percent"… are the pseudo-type of dimensionless units: percent and permille
        // are also listed as concentr-*, the rest are not units.
        if (type == nullptr || subtype == nullptr || std::strcmp(type, "none") == 0) continue;
        names.push_back(std::string(type) + "-" + subtype);
    }
    std::sort(names.begin(), names.end());
    std::string lines;
    for (const auto &name : names) lines += name + "\n";
    return icubCopyOut(lines, out, cap);
}

int32_t icub_unit_identifier_valid(const char *identifier) {
    if (identifier == nullptr || *identifier == '\0') return 0;
    UErrorCode status = U_ZERO_ERROR;
    icu::MeasureUnit unit = icu::MeasureUnit::forIdentifier(identifier, status);
    return U_SUCCESS(status) && std::strlen(unit.getIdentifier()) > 0 ? 1 : 0;
}

int32_t icub_numbering_system_known(const char *name) {
    if (name == nullptr || *name == '\0') return 0;
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::StringEnumeration> names(icu::NumberingSystem::getAvailableNames(status));
    if (U_FAILURE(status) || !names) return 0;
    while (const char *candidate = names->next(nullptr, status)) {
        if (U_FAILURE(status)) return 0;
        if (std::strcmp(candidate, name) == 0) return 1;
    }
    return 0;
}

}  // extern "C"
