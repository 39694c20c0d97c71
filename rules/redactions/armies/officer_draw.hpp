#pragma once
// Drawing officer tokens ("Definitions", "Officer Casualties"): each senior officer draws as
// many tokens as his army's rule says and keeps one, the others going back into the pool;
// afterwards every junior officer draws his. Tokens kept are out of the pool for good.

#include <cstddef>
#include <functional>
#include <string_view>
#include <vector>

#include "model/unit_status.hpp"
#include "rules/dice.hpp"
#include "rules/redactions/armies/army_list.hpp"

namespace tachanka::rules::redactions {

// The tokens not yet drawn, in a fixed order so that the same dice always draw the same token.
class TokenPool {
public:
    explicit TokenPool(std::vector<OfficerToken> tokens) : tokens_(std::move(tokens)) {}

    // One token at random: a die with one face per token left (no die when one is left).
    // Throws std::invalid_argument when the pool is empty.
    OfficerToken draw(Dice& dice, std::string_view purpose);
    void putBack(const OfficerToken& token) { tokens_.push_back(token); }
    std::size_t size() const { return tokens_.size(); }
    const std::vector<OfficerToken>& tokens() const { return tokens_; }

private:
    std::vector<OfficerToken> tokens_;
};

using model::OfficerRank;
using model::officerRankNames;

struct OfficerDraw {
    OfficerRank rank = OfficerRank::Junior;
    int number = 1;  // 1st, 2nd ... officer of this rank
    std::vector<OfficerToken> drawn;
    std::size_t kept = 0;  // index into drawn

    const OfficerToken& token() const { return drawn.at(kept); }
};

// Which of the drawn tokens the player keeps.
using KeepChoice = std::function<std::size_t(const std::vector<OfficerToken>&)>;

// The default choice: the best morale bonus, the first drawn of equals.
std::size_t keepBestMoraleBonus(const std::vector<OfficerToken>& drawn);

// All senior officers first, then all junior officers. An officer draws what is left when the
// pool holds fewer tokens than his rule asks for; an empty pool is std::invalid_argument.
std::vector<OfficerDraw> drawOfficers(TokenPool& pool, const OfficerDrawRule& rule, int seniors,
                                      int juniors, Dice& dice,
                                      const KeepChoice& keep = keepBestMoraleBonus);

// The draw as the player makes it: "draw two [or three] officer tokens randomly for each
// senior officer and select one of them". `keep` holds, counted from 1, the token chosen by
// each officer who draws more than one, in drawing order. The draw stops at the first such
// officer with no choice given: his tokens are drawn and shown, none kept (awaitingChoice),
// so the same dice with his choice added continue it. More choices than officers who draw
// more than one token, or a choice beyond the tokens drawn, is std::invalid_argument.
struct ChosenDraws {
    std::vector<OfficerDraw> draws;
    bool awaitingChoice = false;  // the last draw waits for the player's choice
};
ChosenDraws drawOfficersChoosing(TokenPool& pool, const OfficerDrawRule& rule, int seniors,
                                 int juniors, Dice& dice, const std::vector<std::size_t>& keep);

// A junior officer who fell is replaced by a token drawn as for any junior officer.
OfficerDraw replaceJuniorOfficer(TokenPool& pool, const OfficerDrawRule& rule, Dice& dice,
                                 const KeepChoice& keep = keepBestMoraleBonus);

// A senior officer who fell is replaced by a promoted junior officer, who keeps his token; the
// junior is replaced at once.
struct SeniorReplacement {
    OfficerToken promoted;
    OfficerDraw newJunior;
};
SeniorReplacement replaceSeniorOfficer(TokenPool& pool, const OfficerDrawRule& rule,
                                       const OfficerToken& promotedJunior, Dice& dice,
                                       const KeepChoice& keep = keepBestMoraleBonus);

}  // namespace tachanka::rules::redactions
