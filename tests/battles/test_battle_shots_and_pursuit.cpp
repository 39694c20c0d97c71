// A shot on the umpired table with everything the players measure and see (issue 16: "shoot
// with all modifiers and cover", "direct hits"), and the pursuit of a routing unit ("Pursuit"),
// each with scripted dice as the Red Actions! text reads them.

#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "rules/redactions/battle/auto_resolve.hpp"
#include "tests/battles/linked_battle_fixtures.hpp"

using namespace tachanka::testing::linked;

namespace {

ActionResult shootWith(TacticalBattle& battle, const ShotCircumstances& shot,
                       std::vector<int> dice) {
    ActionRequest request;
    request.action = TacticalAction::Shoot;
    request.shot = shot;
    return actBetween(battle, request, std::move(dice));
}

// "Field gun vs ... Stationary vehicle = 9+": a White field-gun section at a Red armoured car.
TacticalBattle gunAtArmouredCar() {
    return facing(unitOf("afsr", "field-guns", "Bt/1K", true, 1),
                unitOf("soviet", "armoured-car", "AC/9D", false, 1));
}

std::string firstCell(const ActionResult& result) { return result.cells.front(); }

}  // namespace

TEST_CASE("Direct Hits: a field gun destroys a stationary vehicle on 9+ before the table") {
    SUBCASE("2d6 of 9: the armoured car is destroyed with its crew") {
        auto battle = gunAtArmouredCar();
        const auto result = shootWith(battle, {}, {4, 5, 1, 1});
        CHECK(firstCell(result) == "direct hits on 9+: 9 → 1 hit");
        CHECK(battle.unit("AC/9D").basesLost == 1);
        CHECK_FALSE(battle.unit("AC/9D").onTable());
    }
    SUBCASE("2d6 of 8: no hit, and the table's result does not harm an armoured car") {
        auto battle = gunAtArmouredCar();
        const auto result = shootWith(battle, {}, {4, 4, 6, 6});
        CHECK(firstCell(result) == "direct hits on 9+: 8 → 0 hits");
        CHECK(battle.unit("AC/9D").state.bases == 1);
        CHECK(result.summary == "no change");
    }
}

TEST_CASE("Direct Hits: +1 for each whole km (40\"), ignored for a consecutive round at a still "
          "target, and a moving vehicle needs 11+") {
    SUBCASE("at 40\", one whole km: 10+") {
        auto battle = gunAtArmouredCar();
        ShotCircumstances shot;
        shot.distance = 40;
        CHECK(shootWith(battle, shot, {4, 5, 1, 1}).cells[1] == "direct hits on 10+: 9 → 0 hits");
    }
    SUBCASE("at 79\", still one whole km") {
        auto battle = gunAtArmouredCar();
        ShotCircumstances shot;
        shot.distance = 79;
        CHECK(shootWith(battle, shot, {5, 5, 1, 1}).cells[1] == "direct hits on 10+: 10 → 1 hit");
    }
    SUBCASE("at 40\" again at a target that stayed still: 9+") {
        auto battle = gunAtArmouredCar();
        ShotCircumstances shot;
        shot.distance = 40;
        shot.again = true;
        CHECK(shootWith(battle, shot, {4, 5, 1, 1}).cells[1] == "direct hits on 9+: 9 → 1 hit");
    }
    SUBCASE("a moving vehicle: 11+") {
        auto battle = gunAtArmouredCar();
        ShotCircumstances shot;
        shot.targetMoving = true;
        CHECK(shootWith(battle, shot, {5, 5, 1, 1}).cells[1] == "direct hits on 11+: 10 → 0 hits");
    }
}

TEST_CASE("Direct Hits: early Soviet artillery adds +1, observed indirect fire +2, then +1") {
    auto battle = facing(unitOf("soviet", "field-guns", "Bt/9D", true, 2),
                       unitOf("afsr", "tank", "T/1K", false, 1));
    SUBCASE("a stationary tank: 9+ and +1, each gun base rolling") {
        const auto result = shootWith(battle, {}, {5, 4, 6, 4, 1, 1});
        CHECK(firstCell(result) == "direct hits on 10+: 9, 10 → 1 hit");
        CHECK_FALSE(battle.unit("T/1K").onTable());
    }
    SUBCASE("the first turn of observed indirect fire") {
        ShotCircumstances shot;
        shot.indirect = IndirectFire::First;
        const auto result = shootWith(battle, shot, {6, 6, 6, 5, 1, 1});
        CHECK(result.cells[1] == "direct hits on 12+: 12, 11 → 1 hit");
    }
    SUBCASE("later turns") {
        ShotCircumstances shot;
        shot.indirect = IndirectFire::Later;
        CHECK(shootWith(battle, shot, {6, 5, 1, 1, 1, 1}).cells[1] ==
              "direct hits on 11+: 11, 2 → 1 hit");
    }
}

TEST_CASE("riflemen cannot harm a tank: tanks are harmed only by direct hits") {
    auto battle = facing(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                       unitOf("afsr", "tank", "T/1K", false, 1));
    const auto result = shootWith(battle, {}, {6, 6});
    CHECK(battle.unit("T/1K").state.bases == 1);
    CHECK(result.effects == std::vector<std::string>{"T/1K: tanks and trains are harmed only by "
                                                     "direct hits"});
}

TEST_CASE("the distance measured decides long range, and a target out of range is refused") {
    // Red Regulars: shooting 3 a base, range 12"; six bases make 18.
    const auto riflemen = [] {
        return facing(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                    unitOf("afsr", "volunteers", "2/1K", false, 4));
    };
    ShotCircumstances shot;
    SUBCASE("6\": half the range is not beyond it, full strength") {
        auto battle = riflemen();
        shot.distance = 6;
        CHECK(shootWith(battle, shot, {1, 1, 1}).cells[1].starts_with("shooting 18, column 17"));
    }
    SUBCASE("7\": long range, half strength") {
        auto battle = riflemen();
        shot.distance = 7;
        CHECK(shootWith(battle, shot, {1, 1, 1}).cells[1].starts_with("shooting 9, column 9"));
    }
    SUBCASE("13\": harassing fire only, refused") {
        auto battle = riflemen();
        shot.distance = 13;
        CHECK_THROWS_WITH_AS(shootWith(battle, shot, {}),
                             "1/9D cannot hit 2/1K at 13\": beyond its range of 12\", only "
                             "harassing fire, which has no casualty effects",
                             std::invalid_argument);
    }
    SUBCASE("25\": more than twice the range") {
        auto battle = riflemen();
        shot.distance = 25;
        CHECK_THROWS_WITH_AS(shootWith(battle, shot, {}),
                             "1/9D cannot hit 2/1K at 25\": more than twice its range of 12\"",
                             std::invalid_argument);
    }
}

TEST_CASE("Shooting Modifiers read off the table: MGs at 8\" +3 columns, formed cavalry +2") {
    // A machine-gun platoon: shooting 6 a base, four bases make 24 (column 21–24).
    const auto mgAt = [](TacticalUnit target) {
        return facing(unitOf("afsr", "machine-guns", "MG/1K", true, 4), std::move(target));
    };
    ShotCircumstances shot;
    SUBCASE("at 9\": no shift") {
        auto battle = mgAt(unitOf("soviet", "red-regulars", "1/9D", false, 6));
        shot.distance = 9;
        CHECK(shootWith(battle, shot, {1, 1, 1}).cells[1].starts_with("shooting 24, column 21"));
    }
    SUBCASE("at 8\": three columns right") {
        auto battle = mgAt(unitOf("soviet", "red-regulars", "1/9D", false, 6));
        shot.distance = 8;
        CHECK(shootWith(battle, shot, {1, 1, 1}).cells[1].starts_with("shooting 24, column 37+"));
    }
    SUBCASE("formed cavalry: two columns right") {
        auto target = unitOf("soviet", "red-cavalry", "Cv/9D", false, 4);
        target.state.formed = true;
        auto battle = mgAt(std::move(target));
        CHECK(shootWith(battle, shot, {1, 1, 1}).cells[0].starts_with("shooting 24, column 29"));
    }
    SUBCASE("the log says what the players said") {
        auto battle = mgAt(unitOf("soviet", "red-regulars", "1/9D", false, 6));
        shot.distance = 8;
        shot.cover = Cover::Soft;
        shot.enfiladed = true;
        CHECK(shootWith(battle, shot, {1, 1, 1}).cells[0] == "shot at 8\", soft cover, enfiladed");
    }
}

TEST_CASE("Pursuit: sabres catch a slower router, half its stands destroyed, the rest "
          "prisoners") {
    // Red Cavalry move 12"; White Volunteers 6".
    auto battle = facing(unitOf("soviet", "red-cavalry", "Cv/9D", true, 4),
                       unitOf("afsr", "volunteers", "2/1K", false, 5));
    battle.units[1].state.routing = true;
    battle.units[1].officer = TacticalOfficer{"Orlov", 0, false};
    ScriptedDice none({});
    const auto result =
        act(tables(), battle, requested(TacticalAction::Pursue, "Cv/9D", "2/1K"), none);
    const auto& router = battle.unit("2/1K");
    CHECK(router.basesLost == 3);  // half of five, rounded up
    CHECK(router.surrendered == 2);
    CHECK_FALSE(router.onTable());
    CHECK(router.officer->killed);
    CHECK(result.effects == std::vector<std::string>{
                                "2/1K: caught in pursuit, 3 destroyed and 2 taken prisoner",
                                "2/1K: its officer, Orlov, killed or captured with his unit"});
}

TEST_CASE("Pursuit: cavalry as fast as the pursuers are caught on a d6 of 4+") {
    const auto chase = [](int die) {
        auto battle = facing(unitOf("soviet", "red-cavalry", "Cv/9D", true, 4),
                           unitOf("afsr", "white-cavalry-volunteers", "Cv/1K", false, 3));
        battle.units[1].state.routing = true;
        ScriptedDice scripted({die});
        const auto result =
            act(tables(), battle, requested(TacticalAction::Pursue, "Cv/9D", "Cv/1K"), scripted);
        return std::pair(result, battle.unit("Cv/1K"));
    };
    const auto [caught, router] = chase(4);
    CHECK(caught.cells == std::vector<std::string>{"pursuit of cavalry as fast (12\"): d6 4 → "
                                                   "caught"});
    CHECK(router.basesLost == 2);
    CHECK(router.surrendered == 1);
    const auto [away, escaped] = chase(3);
    CHECK(away.cells.front().ends_with("d6 3 → gets away"));
    CHECK(escaped.state.bases == 3);
    CHECK(away.summary == "no change");
}

TEST_CASE("Pursuit: other troops catch only a router hemmed in, and an enemy facing them "
          "halts any pursuer") {
    auto battle = facing(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                       unitOf("afsr", "volunteers", "2/1K", false, 4));
    battle.units[1].state.routing = true;
    ScriptedDice none({});
    auto request = requested(TacticalAction::Pursue, "1/9D", "2/1K");
    SUBCASE("free to rout away") {
        const auto result = act(tables(), battle, request, none);
        CHECK(result.summary == "no change");
        CHECK(battle.unit("2/1K").state.bases == 4);
    }
    SUBCASE("hemmed in by terrain or friends") {
        request.pursuit.cornered = true;
        act(tables(), battle, request, none);
        CHECK(battle.unit("2/1K").basesLost == 2);
        CHECK(battle.unit("2/1K").surrendered == 2);
    }
    SUBCASE("halted by an enemy facing them within 2\"") {
        request.pursuit.cornered = true;
        request.pursuit.halted = true;
        const auto result = act(tables(), battle, request, none);
        CHECK(result.effects == std::vector<std::string>{"1/9D: halts, an enemy facing it "
                                                         "within 2\""});
        CHECK(battle.unit("2/1K").state.bases == 4);
    }
}

TEST_CASE("Pursuit is refused of a unit not routing and by troops not entitled to charge it") {
    auto battle = facing(unitOf("soviet", "red-cavalry", "Cv/9D", true, 4),
                       unitOf("afsr", "volunteers", "2/1K", false, 4));
    CHECK(actionRefusal(battle, TacticalAction::Pursue, "Cv/9D", "2/1K") ==
          "2/1K is not routing: only a routing unit is pursued");
    auto guns = facing(unitOf("soviet", "field-guns", "Bt/9D", true, 2),
                     unitOf("afsr", "volunteers", "2/1K", false, 4));
    guns.units[1].state.routing = true;
    CHECK(actionRefusal(guns, TacticalAction::Pursue, "Bt/9D", "2/1K") ==
          "Bt/9D: tachankas, machine-guns, mortars and artillery cannot charge");
}

TEST_CASE("a pursuit's and a gun's shot's odds equal the frequencies of their rolls") {
    SUBCASE("cavalry as fast") {
        auto battle = facing(unitOf("soviet", "red-cavalry", "Cv/9D", true, 4),
                           unitOf("afsr", "white-cavalry-volunteers", "Cv/1K", false, 3));
        battle.units[1].state.routing = true;
        checkOddsAgainstEnumeration(battle, requested(TacticalAction::Pursue, "Cv/9D", "Cv/1K"));
    }
    SUBCASE("a field gun at an armoured car 40\" away") {
        auto request = requested(TacticalAction::Shoot, "Bt/1K", "AC/9D");
        request.shot.distance = 40;
        checkOddsAgainstEnumeration(gunAtArmouredCar(), request);
    }
}

TEST_CASE("Pursuit: sabres that rout an enemy in combat are told to pursue it at once") {
    int told = 0;
    overEveryRoll(skirmish(), requested(TacticalAction::Combat, "Cv/9D", "2/1K"),
                  [&](const ActionResult& result, const TacticalBattle& after, double) {
                      const auto& loser = after.unit("2/1K");
                      const bool mustPursue =
                          loser.state.routing && loser.onTable() && after.unit("Cv/9D").inGoodOrder();
                      const bool saidSo =
                          std::find(result.effects.begin(), result.effects.end(),
                                    "Cv/9D: must pursue 2/1K at once (pursue)") != result.effects.end();
                      CHECK(saidSo == mustPursue);
                      told += saidSo ? 1 : 0;
                  });
    CHECK(told > 0);
}

TEST_CASE("auto-resolve runs down what its sabres' combats rout: routers become prisoners") {
    const auto battle = facing(unitOf("soviet", "red-cavalry", "Cv/9D", true, 4),
                               unitOf("afsr", "volunteers", "2/1K", false, 4));
    // The attacker has the initiative (6 against 1); its cavalry charge (charge test 6 of 7,
    // fear test 6 of 8); 16 against 12 is the Advantage column, where 11 reads W/Defeated:
    // two bases lost and the survivors rout. The sabres run the other two down at once, 6"
    // infantry against 12" cavalry: one destroyed, one taken prisoner, and the battle is won.
    ScriptedDice dice({6, 1, 3, 3, 3, 3, 5, 6, 1, 1, 1, 1, 1, 1, 1, 1});
    const auto played = playBattle(tables(), battle, dice);
    const auto& infantry = played.unit("2/1K");
    CHECK_FALSE(infantry.onTable());
    CHECK(infantry.basesLost == 3);
    CHECK(infantry.surrendered == 1);
    CHECK(battleWinner(played) == 1);
    // Over many battles the prisoners it takes are counted apart from the bases lost.
    const auto resolution = autoResolve(tables(), battle, 400, 11);
    CHECK(resolution.defenderBasesSurrendered > 0);
    CHECK(resolution.defenderBasesSurrendered < resolution.defenderBasesLost);
}

// The shot `request` for each of the 36 table rolls, every later die a 1 (the officer's d6
// kills him, each morale test passes): a path through the dice for each table cell.
template <typename Visit>
void overTableRolls(const TacticalBattle& battle, const ActionRequest& request, Visit&& visit) {
    for (int first = 1; first <= 6; ++first) {
        for (int second = 1; second <= 6; ++second) {
            auto copy = battle;
            PathDice dice({first, second});
            const auto result = act(tables(), copy, request, dice);
            visit(result, copy);
        }
    }
}

TEST_CASE("an officer killed by a shot is named once: \"2/1K: its officer killed\"") {
    // "Off: roll a die for each junior officer ... on a 1 he is killed": over the table rolls
    // of the skirmish's volley, the target's officer falls on some, and the line never
    // repeats him.
    for (const std::string name : {"officer of 2/1K", "Orlov"}) {
        CAPTURE(name);
        auto battle = skirmish();
        battle.units[2].officer = TacticalOfficer{name, 0, false};
        const ActionRequest request = requested(TacticalAction::Shoot, "1/9D", "2/1K");
        const std::string expected =
            name == "Orlov" ? "2/1K: its officer, Orlov, killed" : "2/1K: its officer killed";
        bool fell = false;
        overTableRolls(battle, request, [&](const ActionResult& result, const TacticalBattle&) {
            for (const auto& effect : result.effects) {
                CHECK(effect.find("officer officer") == std::string::npos);
                if (effect == expected) fell = true;
            }
        });
        CHECK(fell);
    }
}

TEST_CASE("a shot's \"Ret\": \"Target immediately makes a retire move\", and the summary says it") {
    const auto battle = skirmish();
    const ActionRequest request = requested(TacticalAction::Shoot, "1/9D", "2/1K");
    int retires = 0;
    overTableRolls(battle, request, [&](const ActionResult& result, const TacticalBattle& after) {
        const bool retired = std::any_of(result.effects.begin(), result.effects.end(),
                                         [](const std::string& effect) {
                                             return effect.starts_with("2/1K: retire ");
                                         });
        if (!retired || after.unit("2/1K").state.routing) return;
        ++retires;
        CHECK(result.summary.find("retires (evading)") != std::string::npos);
    });
    CHECK(retires > 0);
}
