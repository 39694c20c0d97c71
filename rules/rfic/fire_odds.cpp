#include "rules/rfic/fire_odds.hpp"

#include <numeric>
#include <stdexcept>

#include "rules/rfic/hits.hpp"

namespace tachanka::rules::rfic {
namespace {

constexpr int mostDice = 24;

std::uint64_t checked(std::uint64_t a, std::uint64_t b) {
    std::uint64_t product = 0;
    if (__builtin_mul_overflow(a, b, &product)) {
        throw std::overflow_error("exact odds: the fractions grew too large");
    }
    return product;
}

std::uint64_t power(std::uint64_t base, int exponent) {
    std::uint64_t result = 1;
    for (int i = 0; i < exponent; ++i) result = checked(result, base);
    return result;
}

// n choose k, exactly: each partial product is itself a binomial coefficient.
std::uint64_t choose(std::uint64_t n, std::uint64_t k) {
    if (k > n) return 0;
    std::uint64_t result = 1;
    for (std::uint64_t i = 1; i <= k; ++i) result = checked(result, n - k + i) / i;
    return result;
}

Probability fraction(std::uint64_t numerator, std::uint64_t denominator) {
    const auto divisor = std::gcd(numerator, denominator);
    return {numerator / divisor, denominator / divisor};
}

Probability times(const Probability& a, const Probability& b) {
    const auto first = std::gcd(a.numerator, b.denominator);
    const auto second = std::gcd(b.numerator, a.denominator);
    if (first == 0 || second == 0) return {0, 1};
    return fraction(checked(a.numerator / first, b.numerator / second),
                    checked(a.denominator / second, b.denominator / first));
}

}  // namespace

std::string hitsText(int hits) { return std::to_string(hits) + (hits == 1 ? " hit" : " hits"); }

std::vector<Probability> hitsOdds(int dice, int hitOn) {
    if (dice < 0 || dice > mostDice) {
        throw std::invalid_argument("exact odds count up to " + std::to_string(mostDice) +
                                    " D6, not " + std::to_string(dice));
    }
    const auto hitting = static_cast<std::uint64_t>(7 - hitOn);
    const auto missing = static_cast<std::uint64_t>(hitOn - 1);
    const auto all = power(6, dice);
    std::vector<Probability> odds;
    for (int hits = 0; hits <= dice; ++hits) {
        const auto ways =
            checked(choose(static_cast<std::uint64_t>(dice), static_cast<std::uint64_t>(hits)),
                    checked(power(hitting, hits), power(missing, dice - hits)));
        odds.push_back(fraction(ways, all));
    }
    return odds;
}

std::vector<Probability> countingOdds(int draws, const CardEffects& cards,
                                      const std::vector<Card>& pile) {
    std::uint64_t counting = 0;
    std::uint64_t other = 0;
    for (const auto& card : pile) {
        if (card.isJoker()) continue;
        ++(hitCountsOn(cards, card) ? counting : other);
    }
    const auto drawn = static_cast<std::uint64_t>(draws);
    if (drawn > counting + other) {
        throw std::invalid_argument("a cover card for each of " + std::to_string(draws) +
                                    " hits, but only " + std::to_string(counting + other) +
                                    " cards are left");
    }
    const auto all = choose(counting + other, drawn);
    std::vector<Probability> odds;
    for (std::uint64_t count = 0; count <= drawn; ++count) {
        odds.push_back(
            fraction(checked(choose(counting, count), choose(other, drawn - count)), all));
    }
    return odds;
}

Distribution fireOdds(const FireRules& fire, const CardEffects& cards, const FireRequest& request,
                      const std::vector<Card>* coverPile) {
    const int dice = fireDice(fire, request);
    const auto hits = hitsOdds(dice, fire.hitOn);
    std::vector<Probability> taking(hits.size(), Probability{0, 1});
    for (std::size_t scored = 0; scored < hits.size(); ++scored) {
        if (hits[scored].numerator == 0) continue;
        if (!coverPile) {
            taking[scored] = taking[scored] + hits[scored];
            continue;
        }
        const auto counted = countingOdds(static_cast<int>(scored), cards, *coverPile);
        for (std::size_t count = 0; count < counted.size(); ++count) {
            taking[count] = taking[count] + times(hits[scored], counted[count]);
        }
    }
    Distribution odds;
    for (std::size_t count = 0; count < taking.size(); ++count) {
        if (taking[count].numerator > 0) odds.add(hitsText(static_cast<int>(count)), taking[count]);
    }
    return odds;
}

}  // namespace tachanka::rules::rfic
