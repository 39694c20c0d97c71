#include "rules/redactions/armies/officer_draw.hpp"

#include <stdexcept>
#include <string>

namespace tachanka::rules::redactions {
namespace {

OfficerDraw drawAndKeep(TokenPool& pool, OfficerRank rank, int number, int count, Dice& dice,
                        const KeepChoice& keep) {
    if (pool.size() == 0) {
        throw std::invalid_argument("the officer token pool is empty: no token left for " +
                                    std::string(nameOf(officerRankNames, rank)) + " officer " +
                                    std::to_string(number));
    }
    OfficerDraw draw;
    draw.rank = rank;
    draw.number = number;
    const auto drawing = std::min(static_cast<std::size_t>(count), pool.size());
    for (std::size_t i = 1; i <= drawing; ++i) {
        draw.drawn.push_back(
            pool.draw(dice, "officer token: " + std::string(nameOf(officerRankNames, rank)) +
                                " officer " + std::to_string(number) + ", token " +
                                std::to_string(i) + " of " + std::to_string(drawing)));
    }
    draw.kept = keep(draw.drawn);
    if (draw.kept >= draw.drawn.size()) {
        throw std::invalid_argument("kept token " + std::to_string(draw.kept + 1) + " of only " +
                                    std::to_string(draw.drawn.size()) + " drawn");
    }
    for (std::size_t i = 0; i < draw.drawn.size(); ++i) {
        if (i != draw.kept) pool.putBack(draw.drawn[i]);
    }
    return draw;
}

}  // namespace

OfficerToken TokenPool::draw(Dice& dice, std::string_view purpose) {
    if (tokens_.empty()) throw std::invalid_argument("the officer token pool is empty");
    std::size_t index = 0;
    if (tokens_.size() > 1) {
        index = static_cast<std::size_t>(dice.roll(static_cast<int>(tokens_.size()), purpose) - 1);
    }
    const OfficerToken token = tokens_.at(index);
    tokens_.erase(tokens_.begin() + static_cast<std::ptrdiff_t>(index));
    return token;
}

std::size_t keepBestMoraleBonus(const std::vector<OfficerToken>& drawn) {
    std::size_t best = 0;
    for (std::size_t i = 1; i < drawn.size(); ++i) {
        if (drawn[i].moraleBonus > drawn[best].moraleBonus) best = i;
    }
    return best;
}

std::vector<OfficerDraw> drawOfficers(TokenPool& pool, const OfficerDrawRule& rule, int seniors,
                                      int juniors, Dice& dice, const KeepChoice& keep) {
    if (seniors < 0 || juniors < 0) {
        throw std::invalid_argument("officer counts cannot be negative");
    }
    std::vector<OfficerDraw> draws;
    for (int number = 1; number <= seniors; ++number) {
        draws.push_back(
            drawAndKeep(pool, OfficerRank::Senior, number, rule.seniorDraw, dice, keep));
    }
    for (int number = 1; number <= juniors; ++number) {
        draws.push_back(
            drawAndKeep(pool, OfficerRank::Junior, number, rule.juniorDraw, dice, keep));
    }
    return draws;
}

OfficerDraw replaceJuniorOfficer(TokenPool& pool, const OfficerDrawRule& rule, Dice& dice,
                                 const KeepChoice& keep) {
    return drawAndKeep(pool, OfficerRank::Junior, 1, rule.juniorDraw, dice, keep);
}

SeniorReplacement replaceSeniorOfficer(TokenPool& pool, const OfficerDrawRule& rule,
                                       const OfficerToken& promotedJunior, Dice& dice,
                                       const KeepChoice& keep) {
    return {promotedJunior, replaceJuniorOfficer(pool, rule, dice, keep)};
}

}  // namespace tachanka::rules::redactions
