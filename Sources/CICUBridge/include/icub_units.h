/* icub_units: what ICU knows about measurement units and numbering systems, for checking a
 * descriptor's unit= and the --numbering option before any narration. Conventions as in icub.h. */
#ifndef ICUB_UNITS_H
#define ICUB_UNITS_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

/* Every measurement unit ICU has data for, one "type-subtype" per line ("length-kilometer",
 * "concentr-percent", "speed-kilometer-per-hour"), sorted. */
int32_t icub_measure_units(char *out, int32_t cap);

/* 1 when `identifier` is a CLDR core unit identifier ICU accepts ("percent", "kilometer-per-hour",
 * "meter-per-square-second"), else 0. */
int32_t icub_unit_identifier_valid(const char *identifier);

/* 1 when `name` is a numbering system ICU knows ("latn", "arab", "hanidec"), else 0. */
int32_t icub_numbering_system_known(const char *name);

#ifdef __cplusplus
}
#endif
#endif
