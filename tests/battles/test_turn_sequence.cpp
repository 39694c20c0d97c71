// The Red Actions! turn on the umpired table ("Turn Sequence: Initiative", "Permitted Actions",
// "Pre-empting Enemy Actions"), with scripted dice. The skirmish: the attacker's 1/9D and
// Cv/9D against the defender's 2/1K.
#include <doctest/doctest.h>

#include "tests/battles/umpire.hpp"

using namespace tachanka::testing::linked;

TEST_CASE("before the first initiative the umpire takes actions in any order") {
    Umpire umpire;
    CHECK_FALSE(umpire.refusal(moving("2/1K")));
    umpire.act(moving("2/1K"));
    CHECK(umpire.turn.turn == 0);
    CHECK(umpire.turn.acted.empty());
    CHECK_FALSE(umpire.refusal(moving("2/1K")));
}

TEST_CASE("standard initiative: the winner moves first, then the sides alternate, and the side "
          "with units left has a segment for each") {
    Umpire umpire;
    const auto rolled = umpire.act(initiative(), {2, 5});
    CHECK(rolled.effects.front() == "the defender has the initiative");
    CHECK(rolled.cells.front() == "turn 1, standard initiative: attacker 2, defender 5");
    CHECK(umpire.turn.turn == 1);
    CHECK(umpire.refusal(moving("1/9D")) == "it is the defender's action segment");
    umpire.act(moving("2/1K"));
    CHECK(umpire.refusal(moving("2/1K")) == "2/1K has had its action segment in turn 1");
    CHECK_FALSE(umpire.refusal(moving("Cv/9D")));
    umpire.act(moving("1/9D"));
    // The defender has had a segment for all his units: the attacker has the rest.
    CHECK(nextSegment(umpire.battle, umpire.turn).attacker == true);
    CHECK(umpire.refusal(initiative()) ==
          "turn 1 is not over (Cv/9D still to act): start the next turn with a new turn");
    umpire.act(moving("Cv/9D"));
    CHECK(nextSegment(umpire.battle, umpire.turn).turnOver);
    auto shot = requested(TacticalAction::Shoot, "1/9D", "2/1K");
    CHECK(umpire.refusal(shot) == "1/9D has had its action segment in turn 1");
    CHECK_FALSE(umpire.refusal(initiative()));
    umpire.act(initiative(), {6, 6, 6, 1});  // a tie is rolled again
    CHECK(umpire.turn.turn == 2);
    CHECK(umpire.turn.acted.empty());
    CHECK(umpire.turn.attackerFirst == true);
}

TEST_CASE("a new turn may be started before every unit has acted") {
    Umpire umpire;
    umpire.act(initiative(), {5, 2});
    umpire.act(moving("1/9D"));
    auto next = initiative();
    next.newTurn = true;
    CHECK_FALSE(umpire.refusal(next));
    umpire.act(next, {1, 4});
    CHECK(umpire.turn.turn == 2);
    CHECK(umpire.turn.attackerFirst == false);
    CHECK_FALSE(umpire.refusal(moving("2/1K")));
}

TEST_CASE("option 1: a card for each unit, drawn by a die with a face for each card left, "
          "each unit acts on its card") {
    Umpire umpire;
    const auto rolled = umpire.act(initiative(InitiativeMethod::Cards), {3, 1});
    CHECK(umpire.turn.cards == std::vector<std::string>{"2/1K", "1/9D", "Cv/9D"});
    CHECK(rolled.cells.front() == "turn 1, cards initiative: cards drawn 2/1K, 1/9D, Cv/9D");
    CHECK(umpire.refusal(moving("1/9D")) == "the card drawn next is 2/1K's");
    umpire.act(moving("2/1K"));
    CHECK(umpire.refusal(moving("Cv/9D")) == "the card drawn next is 1/9D's");
    umpire.act(moving("1/9D"));
    umpire.act(moving("Cv/9D"));
    CHECK(nextSegment(umpire.battle, umpire.turn).turnOver);
}

TEST_CASE("option 2: a roll-off before every action segment, a draw to the loser of the last "
          "roll-off, and the turn ends when both roll a 1 if the players agreed") {
    Umpire umpire;
    // A draw with no earlier roll-off this turn is rolled again.
    umpire.act(initiative(InitiativeMethod::RollOff), {2, 2, 4, 3});
    CHECK(umpire.refusal(moving("2/1K")) == "it is the attacker's action segment");
    CHECK(umpire.refusal(initiative()) == "the attacker won the last roll-off and moves a unit first");
    umpire.act(moving("1/9D"));
    CHECK(umpire.refusal(moving("Cv/9D")) == "roll off for the next action segment first (initiative)");
    const auto drawn = umpire.act(initiative(), {3, 3});
    CHECK(drawn.effects.front() == "the defender moves a unit");
    umpire.act(moving("2/1K"));
    auto agreed = initiative();
    agreed.bothOnesEndTurn = true;
    const auto ended = umpire.act(agreed, {1, 1});
    CHECK(ended.effects.front() == "both players rolled a 1: the turn ends");
    CHECK(umpire.refusal(moving("Cv/9D")) == "turn 1 is over: roll the initiative for the next turn");
}

TEST_CASE("a unit routed before its action segment forfeits it, and an ambush pre-empts the "
          "sequence") {
    Umpire umpire;
    umpire.act(initiative(), {6, 1});
    // 2/1K fails a fear test (12 on 2d6 against its card's 8) and routs: forced to act out of
    // sequence.
    const auto routed = umpire.act(requested(TacticalAction::Morale, "2/1K"), {6, 6});
    CHECK(routed.forced == std::vector<std::string>{"2/1K"});
    CHECK(umpire.turn.forfeited == std::vector<std::string>{"2/1K"});
    CHECK(umpire.refusal(moving("2/1K")) ==
          "2/1K was forced to act out of sequence in turn 1 and forfeits its action segment");
    umpire.act(moving("1/9D"));
    // The defender has no unit left to act: the attacker moves on.
    CHECK_FALSE(umpire.refusal(moving("Cv/9D")));

    Umpire ambushed;
    ambushed.act(initiative(), {6, 1});
    auto ambush = requested(TacticalAction::Shoot, "2/1K", "1/9D");
    CHECK(ambushed.refusal(ambush) == "it is the attacker's action segment");
    ambush.shot.ambush = true;
    CHECK_FALSE(ambushed.refusal(ambush));
}

TEST_CASE("a rally from pinned is tried besides the unit's action, a rally from terror is its "
          "action") {
    Umpire umpire;
    umpire.battle.unit("1/9D").state.pinned = true;
    umpire.battle.unit("Cv/9D").state.terror = 1;
    umpire.act(initiative(), {6, 1});
    CHECK_FALSE(usesSegment(umpire.battle, requested(TacticalAction::Rally, "1/9D")));
    CHECK(usesSegment(umpire.battle, requested(TacticalAction::Rally, "Cv/9D")));
    umpire.act(requested(TacticalAction::Rally, "1/9D"), {6, 6});
    CHECK(umpire.turn.acted.empty());
    umpire.act(requested(TacticalAction::Rally, "Cv/9D"));
    CHECK(umpire.turn.acted == std::vector<std::string>{"Cv/9D"});
}

TEST_CASE("a charged unit that has acted may not shoot at its chargers, one that has not uses "
          "its segment doing so") {
    Umpire umpire;
    umpire.act(initiative(), {1, 6});
    umpire.act(moving("2/1K"));
    auto charge = requested(TacticalAction::Charge, "Cv/9D", "2/1K");
    charge.charge.targetShoots = true;
    CHECK(umpire.refusal(charge) ==
          "2/1K has had its action segment in turn 1: it may not shoot at the chargers");
    TurnSequence fresh;
    fresh.apply(turnStepFrom("begins standard; attacker moves"));
    ActionResult none;
    const auto step = stepOfAction(umpire.battle, fresh, charge, none);
    CHECK(step.segment == "Cv/9D");
    CHECK(step.forced == std::vector<std::string>{"2/1K"});
}

TEST_CASE("the log's notation of a turn step reads back as written, and refuses what it "
          "cannot read") {
    TurnStep step;
    step.begins = InitiativeMethod::Cards;
    step.cards = {"2/1K", "1/9D"};
    step.segment = "1/9D";
    step.forced = {"2/1K", "Cv/9D"};
    const auto text = turnStepText(step);
    CHECK(text == "begins cards; cards 2/1K 1/9D; segment 1/9D; forced 2/1K Cv/9D");
    const auto back = turnStepFrom(text);
    CHECK(back.begins == InitiativeMethod::Cards);
    CHECK(back.cards == step.cards);
    CHECK(back.segment == "1/9D");
    CHECK(back.forced == step.forced);
    CHECK(turnStepFrom("defender moves; turn ends").attackerMoves == false);
    CHECK(turnStepFrom("").empty());
    CHECK_THROWS_WITH_AS(turnStepFrom("begins chess"), "turn step: no initiative 'chess'",
                         std::invalid_argument);
    CHECK_THROWS_WITH_AS(turnStepFrom("segment"), "turn step: cannot read 'segment'",
                         std::invalid_argument);
}
