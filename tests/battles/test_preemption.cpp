// "Pre-empting Enemy Actions": a "Clever" officer's 6 on a d6 lets his unit act out of the
// initiative order; another Clever officer may not be pre-empted. Scripted dice on the
// skirmish: the attacker's 1/9D (Petrov, made Clever here) and Cv/9D against 2/1K (Orlov).
#include <doctest/doctest.h>

#include "tests/battles/umpire.hpp"

using namespace tachanka::testing::linked;

namespace {

ActionRequest preempting(ActionRequest request) {
    request.preempt = true;
    return request;
}

Umpire withCleverPetrov() {
    Umpire umpire;
    umpire.battle.unit("1/9D").officer->clever = true;
    return umpire;
}

}  // namespace

TEST_CASE("a Clever officer's 6 lets his unit act out of the initiative order") {
    auto umpire = withCleverPetrov();
    umpire.act(initiative(), {2, 5});  // the defender's segment first
    REQUIRE(umpire.refusal(moving("1/9D")) == "it is the defender's action segment");
    CHECK_FALSE(umpire.refusal(preempting(moving("1/9D"))));
    const auto done = umpire.act(preempting(moving("1/9D")), {6});
    CHECK(done.cells.front() == "Clever officer's pre-emption, d6 6 (6+ needed): pre-empts");
    CHECK(done.effects.front() == "1/9D: its Clever officer pre-empts the initiative order");
    CHECK(umpire.turn.acted == std::vector<std::string>{"1/9D"});
    // The defender's unit still has the segment it was about to take.
    CHECK(nextSegment(umpire.battle, umpire.turn).attacker == false);
}

TEST_CASE("a Clever officer who fails to pre-empt changes nothing and may not try again before "
          "the next action segment") {
    auto umpire = withCleverPetrov();
    umpire.act(initiative(), {2, 5});
    const auto failed = umpire.act(preempting(moving("1/9D")), {5});
    CHECK(failed.summary == "no change");
    CHECK(failed.effects == std::vector<std::string>{"1/9D: its Clever officer fails to pre-empt; it acts in its turn"});
    CHECK(umpire.turn.acted.empty());
    CHECK(umpire.refusal(preempting(moving("1/9D"))) ==
          "1/9D's Clever officer has tried to pre-empt this action segment already");
    umpire.act(moving("2/1K"));
    // Its own segment now: no die is rolled, whatever the players ask.
    const auto own = umpire.act(preempting(moving("1/9D")));
    CHECK(own.cells.empty());
    CHECK(umpire.turn.acted == std::vector<std::string>{"2/1K", "1/9D"});
}

TEST_CASE("only a Clever officer pre-empts, and never a card drawn for another Clever officer's unit") {
    auto umpire = withCleverPetrov();
    umpire.act(initiative(), {2, 5});
    CHECK(umpire.refusal(preempting(moving("Cv/9D"))) ==
          "Cv/9D has no Clever officer to pre-empt the order with");
    umpire.battle.unit("1/9D").officer->killed = true;
    CHECK(umpire.refusal(preempting(moving("1/9D"))) ==
          "1/9D has no Clever officer to pre-empt the order with");

    auto cards = withCleverPetrov();
    cards.battle.unit("2/1K").officer->clever = true;
    cards.act(initiative(InitiativeMethod::Cards), {3, 1});  // 2/1K, 1/9D, Cv/9D
    CHECK(cards.refusal(preempting(moving("1/9D"))) == "2/1K's Clever officer may not be pre-empted");
}

TEST_CASE("a failed pre-emption is kept in the log's turn step and read back") {
    TurnStep step;
    step.preemptFailed = "1/9D";
    CHECK(turnStepText(step) == "pre-empt fails 1/9D");
    CHECK(turnStepFrom("pre-empt fails 1/9D").preemptFailed == "1/9D");
    CHECK_FALSE(turnStepFrom("pre-empt fails 1/9D").empty());
    CHECK_THROWS_WITH_AS(turnStepFrom("pre-empt 1/9D"), "turn step: cannot read 'pre-empt'",
                         std::invalid_argument);
}
