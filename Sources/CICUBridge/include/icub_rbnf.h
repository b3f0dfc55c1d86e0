/* icub_rbnf: spellout with a named ICU rule set (ordinals, grammatical cases), same conventions as icub.h. */
#ifndef ICUB_RBNF_H
#define ICUB_RBNF_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

/* `n` spelled out with the locale's rule-based spellout using the rule set `ruleSet`
 * (e.g. "%spellout-ordinal-n" in de: 14 → vierzehnten; "%spellout-ordinal-neuter" in ru: 14 → четырнадцатое).
 * An unknown rule set is an error (U_ILLEGAL_ARGUMENT_ERROR, negated). */
int32_t icub_spellout_rules(const char *locale, const char *ruleSet, double n, char *out, int32_t cap);

#ifdef __cplusplus
}
#endif
#endif
