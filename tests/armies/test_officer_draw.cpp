// Officer tokens ("Definitions", "Officer Casualties") drawn with scripted dice: one die per
// token drawn, with one face per token left in the pool.

#include <doctest/doctest.h>

#include "rules/odds.hpp"
#include "rules/redactions/armies/officer_draw.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;

namespace {

OfficerToken token(int bonus, std::vector<OfficerCharacteristic> characteristics = {}) {
    return {bonus, std::move(characteristics)};
}

// Five tokens in a known order: -1 mob, 0, +1, +1 clever, +2.
std::vector<OfficerToken> fivePool() {
    return {token(-1, {OfficerCharacteristic::MobInstilling}), token(0), token(1),
            token(1, {OfficerCharacteristic::Clever}), token(2)};
}

}  // namespace

TEST_CASE("a senior officer of a Soviet army draws two and keeps the better") {
    TokenPool pool(fivePool());
    ScriptedDice scripted({2, 1});
    RecordingDice recorded(scripted);
    const auto draws = drawOfficers(pool, {2, 1}, 1, 0, recorded);
    REQUIRE(draws.size() == 1);
    // d5 = 2 takes "0"; then d4 = 1 takes "-1 mob".
    REQUIRE(draws[0].drawn.size() == 2);
    CHECK(tokenLabel(draws[0].drawn[0]) == "0");
    CHECK(tokenLabel(draws[0].drawn[1]) == "-1 mob");
    CHECK(draws[0].kept == 0);
    CHECK(tokenLabel(draws[0].token()) == "0");
    REQUIRE(recorded.rolls().size() == 2);
    CHECK(recorded.rolls()[0].sides == 5);
    CHECK(recorded.rolls()[1].sides == 4);
    CHECK(recorded.rolls()[0].purpose == "officer token: senior officer 1, token 1 of 2");
    // The token not kept goes back: only the kept one has left the pool.
    CHECK(pool.size() == 4);
}

TEST_CASE("other armies draw three per senior officer - then one per junior officer") {
    TokenPool pool(fivePool());
    ScriptedDice dice({1, 1, 1, 3, 1});
    const auto draws = drawOfficers(pool, {3, 1}, 1, 2, dice);
    REQUIRE(draws.size() == 3);
    CHECK(draws[0].rank == OfficerRank::Senior);
    CHECK(draws[0].drawn.size() == 3);  // -1 mob, 0, +1 (each time the first token left)
    CHECK(tokenLabel(draws[0].token()) == "+1");
    // Pool after the senior keeps +1 and puts back -1 mob and 0: +1 clever, +2, -1 mob, 0.
    CHECK(draws[1].rank == OfficerRank::Junior);
    CHECK(draws[1].number == 1);
    REQUIRE(draws[1].drawn.size() == 1);
    CHECK(tokenLabel(draws[1].token()) == "-1 mob");
    CHECK(tokenLabel(draws[2].token()) == "+1 clever");
    CHECK(draws[2].number == 2);
    CHECK(pool.size() == 2);
    CHECK(dice.remaining() == 0);
}

TEST_CASE("tokens are drawn without replacement: no token is kept twice") {
    TokenPool pool(fivePool());
    ScriptedDice dice({1, 1, 1, 1, 1});
    const auto draws = drawOfficers(pool, {3, 1}, 0, 5, dice);
    REQUIRE(draws.size() == 5);
    std::vector<std::string> labels;
    for (const auto& draw : draws) labels.push_back(tokenLabel(draw.token()));
    CHECK(labels == std::vector<std::string>{"-1 mob", "0", "+1", "+1 clever", "+2"});
    CHECK(pool.size() == 0);
    CHECK(dice.remaining() == 1);  // the last token is taken without a die
}

TEST_CASE("the player may keep another token than the best") {
    TokenPool pool(fivePool());
    ScriptedDice dice({4, 4});
    const auto keepClever = [](const std::vector<OfficerToken>& drawn) {
        for (std::size_t i = 0; i < drawn.size(); ++i) {
            if (drawn[i].has(OfficerCharacteristic::Clever)) return i;
        }
        return std::size_t{0};
    };
    const auto draws = drawOfficers(pool, {2, 1}, 1, 0, dice, keepClever);
    CHECK(tokenLabel(draws[0].drawn[0]) == "+1 clever");
    CHECK(tokenLabel(draws[0].drawn[1]) == "+2");
    CHECK(tokenLabel(draws[0].token()) == "+1 clever");
}

TEST_CASE("equal bonuses keep the first drawn") {
    CHECK(keepBestMoraleBonus({token(1), token(1, {OfficerCharacteristic::Clever})}) == 0);
    CHECK(keepBestMoraleBonus({token(-1), token(0), token(0)}) == 1);
}

TEST_CASE("an empty pool is a clear error") {
    TokenPool pool({token(0)});
    ScriptedDice dice({});
    CHECK(drawOfficers(pool, {3, 1}, 0, 1, dice).size() == 1);
    CHECK_THROWS_WITH_AS(drawOfficers(pool, {3, 1}, 0, 1, dice),
                         "the officer token pool is empty: no token left for junior officer 1",
                         std::invalid_argument);
}

TEST_CASE("a fallen junior officer is replaced by one token drawn") {
    TokenPool pool(fivePool());
    ScriptedDice dice({5});
    const auto replacement = replaceJuniorOfficer(pool, {2, 1}, dice);
    CHECK(replacement.rank == OfficerRank::Junior);
    CHECK(tokenLabel(replacement.token()) == "+2");
    CHECK(pool.size() == 4);
}

TEST_CASE("a fallen senior officer is replaced by a promoted junior, who is replaced at once") {
    TokenPool pool(fivePool());
    ScriptedDice dice({1});
    const auto replacement =
        replaceSeniorOfficer(pool, {2, 1}, token(1, {OfficerCharacteristic::Commissar}), dice);
    CHECK(tokenLabel(replacement.promoted) == "+1 commissar");
    CHECK(tokenLabel(replacement.newJunior.token()) == "-1 mob");
    CHECK(pool.size() == 4);
}

TEST_CASE("typed dice outside the pool are refused") {
    TokenPool pool(fivePool());
    ScriptedDice dice({6});
    CHECK_THROWS_AS(drawOfficers(pool, {3, 1}, 0, 1, dice), std::invalid_argument);
}

TEST_CASE("exact odds: drawing two of five and keeping the better keeps the +2 two times in five") {
    // Without replacement: the +2 is missed only if both draws miss it, 4/5 x 3/4 = 3/5.
    const auto odds = enumerateOutcomes([](Dice& dice) {
        TokenPool pool(fivePool());
        return tokenLabel(drawOfficers(pool, {2, 1}, 1, 0, dice)[0].token());
    });
    CHECK(odds.of("+2") == Probability{2, 5});
    CHECK(odds.of("-1 mob") == Probability{0, 1});  // never kept: the other token is better
    CHECK(odds.total() == Probability{1, 1});
}

TEST_CASE("\"draw two officer tokens randomly for each senior officer and select one of them\": "
          "the player selects, even the worse") {
    TokenPool waiting(fivePool());
    ScriptedDice firstDice({2, 1});
    const auto asked = drawOfficersChoosing(waiting, {2, 1}, 1, 1, firstDice, {});
    CHECK(asked.awaitingChoice);
    REQUIRE(asked.draws.size() == 1);  // the junior waits for the senior's choice
    REQUIRE(asked.draws[0].drawn.size() == 2);
    CHECK(tokenLabel(asked.draws[0].drawn[0]) == "0");
    CHECK(tokenLabel(asked.draws[0].drawn[1]) == "-1 mob");

    TokenPool pool(fivePool());
    ScriptedDice dice({2, 1, 4});
    const auto chosen = drawOfficersChoosing(pool, {2, 1}, 1, 1, dice, {2});
    CHECK_FALSE(chosen.awaitingChoice);
    REQUIRE(chosen.draws.size() == 2);
    CHECK(tokenLabel(chosen.draws[0].token()) == "-1 mob");  // not the best: his choice
    // Left: +1, +1 clever, +2, then the 0 he put back; the junior's d4 = 4 takes it.
    CHECK(tokenLabel(chosen.draws[1].token()) == "0");
    CHECK(pool.size() == 3);
}

TEST_CASE("a choice beyond the tokens drawn, or with no senior to make it, is refused") {
    TokenPool pool(fivePool());
    ScriptedDice dice({1, 1});
    CHECK_THROWS_AS(drawOfficersChoosing(pool, {2, 1}, 1, 0, dice, {3}), std::invalid_argument);
    TokenPool juniorsOnly(fivePool());
    ScriptedDice one({1});
    CHECK_THROWS_AS(drawOfficersChoosing(juniorsOnly, {2, 1}, 0, 1, one, {1}),
                    std::invalid_argument);
}
