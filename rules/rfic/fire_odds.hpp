#pragma once
// The exact odds of fire (issue 18: "over dice, the exact binomial of hits; over cards,
// hypergeometric draws without replacement"): the number of 6s among the D6s a unit throws,
// and, for a target in cover, how many of those hits a cover card drawn from the pile for each
// lets count. Counted in closed form, since every sequence of 24 dice and their cover cards
// would be billions of runs; the tests hold it to the enumeration of the engine itself.

#include <vector>

#include "rules/odds.hpp"
#include "rules/rfic/fire.hpp"
#include "rules/rfic/rfic_tables.hpp"

namespace tachanka::rules::rfic {

// The chance of 0, 1, ... `dice` hits, each die hitting on `hitOn` or more. Throws
// std::invalid_argument past 24 dice (6^24 is the largest denominator that fits).
std::vector<Probability> hitsOdds(int dice, int hitOn);

// The chance that 0, 1, ... `draws` of the cards drawn without replacement from `pile` make a
// hit count (the cover card's colour); Jokers are set aside when turned, so they do not count.
std::vector<Probability> countingOdds(int draws, const CardEffects& cards,
                                      const std::vector<Card>& pile);

// "N hits" for each number of hits that take effect; `coverPile` none: the target is not in
// cover. std::overflow_error when the exact fractions outgrow 64 bits.
Distribution fireOdds(const FireRules& fire, const CardEffects& cards, const FireRequest& request,
                      const std::vector<Card>* coverPile);

std::string hitsText(int hits);  // "1 hit", "2 hits"

}  // namespace tachanka::rules::rfic
