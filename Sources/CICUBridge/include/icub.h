/* icub: a C-only, stdint-only face of the ICU features narration needs.
 *
 * Swift never sees the ICU headers (it would clash with Foundation's private ICU); it calls these.
 * Conventions for every function that produces text:
 *   - strings in are UTF-8, NUL-terminated;
 *   - text out goes to the caller's buffer `out` of `cap` bytes and is NUL-terminated when it fits;
 *   - the return value is the length in bytes the full result needs (without the NUL),
 *     so a caller retries with a larger buffer when the result is >= cap;
 *   - a negative return value is an error: -(ICU UErrorCode), or ICUB_E_* below.
 *     icub_error_name() turns it into text.
 */
#ifndef ICUB_H
#define ICUB_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

/* Errors that are not ICU error codes (ICU codes are returned negated). */
#define ICUB_E_ARGUMENT (-100000)   /* a NULL or malformed argument */
#define ICUB_E_SKELETON (-100001)   /* a date skeleton with letters that are not date fields */

/* The major version of the ICU library linked in. */
int32_t icub_version(void);

/* A readable name for an error returned by any icub_ function. */
int32_t icub_error_name(int32_t error, char *out, int32_t cap);

/* Plural category ("zero", "one", "two", "few", "many", "other") of `n` in `locale`.
 * When `skeleton` is non-NULL and non-empty, `n` is first formatted with that number skeleton,
 * so the category matches what is shown ("1" is one, "1.0" and "1.5" are other in English). */
int32_t icub_plural_select(const char *locale, double n, const char *skeleton, char *out, int32_t cap);

/* Every plural category the locale uses, space-separated, in CLDR order. */
int32_t icub_plural_keywords(const char *locale, char *out, int32_t cap);

/* `n` formatted with an ICU number skeleton (e.g. "precision-integer",
 * "measure-unit/length-kilometer unit-width-full-name", "percent", "compact-short"). */
int32_t icub_number_format(const char *locale, const char *skeleton, double n, char *out, int32_t cap);

/* The value `n` shows as after the skeleton's rounding in `locale` (8010.4 with precision-integer gives
 * 8010; 412.6e6 with compact-short gives 413e6 in en and 410e6 in zh, 4.1亿), as an ASCII decimal string. */
int32_t icub_number_rounded(const char *locale, const char *skeleton, double n, char *out, int32_t cap);

/* 0 when `skeleton` is a valid number skeleton; otherwise a negative error, and a message naming
 * the offending position is written to `out`. */
int32_t icub_number_skeleton_check(const char *skeleton, char *out, int32_t cap);

/* An instant (seconds since 1970-01-01T00:00:00Z) formatted in UTC with the locale's best pattern
 * for a date skeleton (e.g. "yMMMd" gives "Mar 5, 2024" in en and "2024年3月5日" in zh). */
int32_t icub_date_format(const char *locale, const char *skeleton, double epochSeconds, char *out, int32_t cap);

/* A span between two instants in UTC with the locale's interval pattern for a date skeleton, sharing
 * what both ends have in common ("Jan 1 – Mar 31, 2024", "2024年1月1日至3月31日"). */
int32_t icub_date_interval_format(const char *locale, const char *skeleton, double fromSeconds, double toSeconds,
                                  char *out, int32_t cap);

/* 0 when `skeleton` is a usable date skeleton; otherwise a negative error and a message in `out`. */
int32_t icub_date_skeleton_check(const char *skeleton, char *out, int32_t cap);

/* The locale's list of `count` items: type 0 = "and" (A, B and C), 1 = "or" (A, B or C). */
int32_t icub_list_format(const char *locale, int32_t type, const char *const *items, int32_t count,
                         char *out, int32_t cap);

/* Argument kinds for icub_message_format. */
#define ICUB_ARG_NUMBER 0
#define ICUB_ARG_STRING 1

/* An ICU MessageFormat pattern with NAMED arguments. Argument i is called names[i]; when
 * kinds[i] == ICUB_ARG_NUMBER its value is numbers[i], else strings[i].
 * On a syntax error the result is negative and `out` holds a message with the position. */
int32_t icub_message_format(const char *locale, const char *pattern, int32_t count,
                            const char *const *names, const int32_t *kinds,
                            const double *numbers, const char *const *strings,
                            char *out, int32_t cap);

/* Describes the arguments of a MessageFormat pattern, one line per argument occurrence:
 * "name<TAB>type<TAB>selectors<TAB>simple type", where type is none|simple|plural|selectordinal|select|choice,
 * selectors (plural/select only) are space-separated ("one other", "=0 one other") and the simple type is
 * the word after the name of a simple argument ("number", "date", "time", "spellout", …), else empty.
 * Negative with a message in `out` on a syntax error. */
int32_t icub_message_arguments(const char *pattern, char *out, int32_t cap);

/* `n` spelled out in words with the locale's rule-based spellout (zh: 12000 → 一万二千). */
int32_t icub_spellout(const char *locale, double n, char *out, int32_t cap);

/* `text` transformed by an ICU transform id (e.g. "Han-Latin; Latin-NumericPinyin"). */
int32_t icub_transliterate(const char *transformID, const char *text, char *out, int32_t cap);

#ifdef __cplusplus
}
#endif
#endif
