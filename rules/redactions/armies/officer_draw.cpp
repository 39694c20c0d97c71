#include "rules/redactions/armies/officer_draw.hpp"

#include <stdexcept>
#include <string>

namespace tachanka::rules::redactions {
namespace {

OfficerDraw drawTokens(TokenPool& pool, OfficerRank rank, int number, int count, Dice& dice) {
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
    return draw;
}

// The officer keeps drawn token `kept`; the others go back into the pool.
void keepToken(TokenPool& pool, OfficerDraw& draw, std::size_t kept) {
    if (kept >= draw.drawn.size()) {
        throw std::invalid_argument(std::string(nameOf(officerRankNames, draw.rank)) +
                                    " officer " + std::to_string(draw.number) +
                                    " cannot keep token " + std::to_string(kept + 1) +
                                    ": he drew only " + std::to_string(draw.drawn.size()));
    }
    draw.kept = kept;
    for (std::size_t i = 0; i < draw.drawn.size(); ++i) {
        if (i != draw.kept) pool.putBack(draw.drawn[i]);
    }
}

OfficerDraw drawAndKeep(TokenPool& pool, OfficerRank rank, int number, int count, Dice& dice,
                        const KeepChoice& keep) {
    OfficerDraw draw = drawTokens(pool, rank, number, count, dice);
    keepToken(pool, draw, keep(draw.drawn));
    return draw;
}

// All senior officers first, then all junior officers: `drawOne(rank, number, tokens)` for
// each, until it returns false.
template <typename DrawOne>
void eachOfficer(const OfficerDrawRule& rule, int seniors, int juniors, DrawOne&& drawOne) {
    if (seniors < 0 || juniors < 0) {
        throw std::invalid_argument("officer counts cannot be negative");
    }
    for (int number = 1; number <= seniors; ++number) {
        if (!drawOne(OfficerRank::Senior, number, rule.seniorDraw)) return;
    }
    for (int number = 1; number <= juniors; ++number) {
        if (!drawOne(OfficerRank::Junior, number, rule.juniorDraw)) return;
    }
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
    std::vector<OfficerDraw> draws;
    eachOfficer(rule, seniors, juniors, [&](OfficerRank rank, int number, int tokens) {
        draws.push_back(drawAndKeep(pool, rank, number, tokens, dice, keep));
        return true;
    });
    return draws;
}

ChosenDraws drawOfficersChoosing(TokenPool& pool, const OfficerDrawRule& rule, int seniors,
                                 int juniors, Dice& dice, const std::vector<std::size_t>& keep) {
    ChosenDraws out;
    std::size_t choices = 0;
    eachOfficer(rule, seniors, juniors, [&](OfficerRank rank, int number, int tokens) {
        OfficerDraw draw = drawTokens(pool, rank, number, tokens, dice);
        if (draw.drawn.size() == 1) {
            keepToken(pool, draw, 0);
        } else if (choices < keep.size()) {
            const std::size_t kept = keep[choices++];
            if (kept < 1) throw std::invalid_argument("the token kept is counted from 1");
            keepToken(pool, draw, kept - 1);
        } else {
            out.awaitingChoice = true;
        }
        out.draws.push_back(std::move(draw));
        return !out.awaitingChoice;
    });
    if (choices < keep.size()) {
        throw std::invalid_argument(std::to_string(keep.size()) +
                                    " tokens chosen to keep, but only " + std::to_string(choices) +
                                    " officers drew more than one");
    }
    return out;
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
