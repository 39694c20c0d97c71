// Exact fractions in lowest terms, and the distributions exact odds add them up into
// (rules/odds.hpp).

#include <numeric>
#include <stdexcept>
#include <string>

#include "rules/odds.hpp"

namespace tachanka::rules {
namespace {

std::uint64_t multiplyChecked(std::uint64_t a, std::uint64_t b) {
    std::uint64_t product = 0;
    if (__builtin_mul_overflow(a, b, &product)) {
        throw std::overflow_error("exact odds: the fractions grew too large to add up");
    }
    return product;
}

Probability reduced(std::uint64_t numerator, std::uint64_t denominator) {
    const std::uint64_t divisor = std::gcd(numerator, denominator);
    if (divisor == 0) return {0, 1};
    return {numerator / divisor, denominator / divisor};
}

}  // namespace

double Probability::value() const {
    return static_cast<double>(numerator) / static_cast<double>(denominator);
}

std::string Probability::text() const {
    return std::to_string(numerator) + "/" + std::to_string(denominator);
}

Probability Probability::operator+(const Probability& other) const {
    const std::uint64_t common = std::lcm(denominator, other.denominator);
    const std::uint64_t left = multiplyChecked(numerator, common / denominator);
    const std::uint64_t right = multiplyChecked(other.numerator, common / other.denominator);
    std::uint64_t sum = 0;
    if (__builtin_add_overflow(left, right, &sum)) {
        throw std::overflow_error("exact odds: the fractions grew too large to add up");
    }
    return reduced(sum, common);
}

Probability Probability::operator*(const Probability& other) const {
    // Cross-reduced first, so the product overflows only when the reduced one would.
    const std::uint64_t a = std::gcd(numerator, other.denominator);
    const std::uint64_t b = std::gcd(other.numerator, denominator);
    if (a == 0 || b == 0) return {0, 1};
    return reduced(multiplyChecked(numerator / a, other.numerator / b),
                   multiplyChecked(denominator / b, other.denominator / a));
}

Probability Probability::operator/(const Probability& other) const {
    return *this * Probability{other.denominator, other.numerator};
}

void Distribution::add(std::string_view result, Probability probability) {
    const auto found = places_.find(result);
    if (found != places_.end()) {
        auto& outcome = outcomes_[found->second];
        outcome.probability = outcome.probability + probability;
        return;
    }
    places_.emplace(std::string(result), outcomes_.size());
    outcomes_.push_back({std::string(result), probability});
}

Probability Distribution::of(std::string_view result) const {
    const auto found = places_.find(result);
    return found == places_.end() ? Probability{0, 1} : outcomes_[found->second].probability;
}

Probability Distribution::total() const {
    Probability sum;
    for (const auto& outcome : outcomes_) sum = sum + outcome.probability;
    return sum;
}

}  // namespace tachanka::rules
