// Combat decisions at their moment, through the CLI as a club plays them: resolving stops where
// the rules hand the players a choice (8.8, 8.7.4, 8.5.1), says what is to be decided with the
// odds of each answer, and goes on when they answer; the battle keeps each answer.

#include <doctest/doctest.h>

#include "tests/campaign_turns/campaign_fixture.hpp"
#include "tests/campaign_turns/cli_refusal.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/json_value.hpp"

using namespace tachanka;
using model::Phase;
using testing::cli;
using testing::HistoricalCampaign;
using testing::isOneLineError;
using testing::JsonValue;

namespace {

// The Whites' first combat phase: 2/3D may attack Cv/41S in 0814.
struct WhiteCombat : HistoricalCampaign {
    std::string path = file().string();
    WhiteCombat() {
        advanceTo("1919-10-15", "Whites", Phase::Combat);
        REQUIRE(cli({"battle", "plan", path, "--attackers", "2/3D", "--hex", "0814"}).exitCode == 0);
    }
    JsonValue show() const { return JsonValue::parse(cli({"battle", "show", path, "1", "--json"}).out); }
    std::string refusal(const std::vector<std::string>& words) const {
        return testing::refusal(file(), words);
    }
};

// The chances of one answer's endings, summed: they make a whole.
double total(const JsonValue& outcomes) {
    double sum = 0;
    for (const auto& outcome : outcomes.array()) sum += outcome["probability"].number();
    return sum;
}

}  // namespace

TEST_CASE("8.8: with the hex still held after the cohesion checks, resolving stops for the "
          "attacker's choice to assault, with the odds of each answer") {
    WhiteCombat game;
    // 2/3D and Cv/41S both pass their cohesion checks on a 1.
    const auto stopped = cli({"battle", "resolve", game.path, "1", "--dice", "1,1", "--json"});
    REQUIRE_MESSAGE(stopped.exitCode == 0, stopped.err);
    const auto battle = JsonValue::parse(stopped.out);
    CHECK(battle["state"].string() == "planned");
    CHECK(battle["awaiting"].string() == "assault");
    const auto& question = battle["question"];
    CHECK(question["side"].string() == "Whites");
    CHECK(question["text"].string() == "the Whites decide whether to assault hex 0814 (8.8)");
    REQUIRE(question["answers"].array().size() == 2);
    CHECK(question["answers"].array()[0]["answer"].string() == "yes");
    CHECK(total(question["answers"].array()[0]["outcomes"]) == doctest::Approx(1.0));
    CHECK(question["answers"].array()[1]["answer"].string() == "no");
    CHECK(question["answers"].array()[1]["outcomes"].array().size() == 1);  // no die is left to roll
    CHECK(battle["events"].array().size() == 2);  // the dice so far are kept

    // The text says how to answer.
    const auto text = cli({"battle", "show", game.path, "1"}).out;
    CHECK(text.find("awaiting assault: the Whites decide whether to assault hex 0814 (8.8)") !=
          std::string::npos);
    CHECK(text.find("answer: tachanka-cli battle decide " + game.path + " 1 --assault yes|no") !=
          std::string::npos);

    // Only the question asked is answered, and a stopped battle is not resolved again.
    CHECK(game.refusal({"battle", "decide", game.path, "1", "--advance", "2/3D"}).find(
              "battle 1 waits for the players' choice (assault), not advance: answer it with "
              "--assault") != std::string::npos);
    CHECK(game.refusal({"battle", "resolve", game.path, "1"}).find(
              "battle 1 has stopped for the players' choice (assault): answer it with battle "
              "decide") != std::string::npos);

    const auto declined = cli({"battle", "decide", game.path, "1", "--assault", "no", "--json"});
    REQUIRE_MESSAGE(declined.exitCode == 0, declined.err);
    const auto resolved = JsonValue::parse(declined.out);
    CHECK(resolved["state"].string() == "resolved");
    CHECK(resolved["awaiting"].isNull());
    CHECK(resolved["answered"].string() == "assault no");
    CHECK(resolved["outcome"].string().find("no assault: the attacker does not press one (8.8)") !=
          std::string::npos);

    // Undo takes the answer back, and the battle waits again.
    REQUIRE(cli({"undo", game.path}).exitCode == 0);
    CHECK(game.show()["awaiting"].string() == "assault");
}

TEST_CASE("8.7.4: \"This advance is not required\": the attacker says which units enter, and "
          "8.5.1 sends the retreating defender to the one hex it leaves") {
    WhiteCombat game;
    // 2/3D passes on a 1; Cv/41S fails on a 5 and retreats; 0813 is its only hex by 8.5.1.
    const auto stopped = JsonValue::parse(
        cli({"battle", "resolve", game.path, "1", "--dice", "1,5", "--json"}).out);
    CHECK(stopped["awaiting"].string() == "advance");
    CHECK(stopped["question"]["units"].array().size() == 1);
    CHECK(stopped["question"]["units"].array()[0].string() == "2/3D");
    CHECK_FALSE(stopped["question"]["one_must"].boolean());

    const auto decided = cli({"battle", "decide", game.path, "1", "--advance", "none"});
    REQUIRE_MESSAGE(decided.exitCode == 0, decided.err);
    CHECK(decided.out.find("answers: advance none") != std::string::npos);
    const auto retreats = JsonValue::parse(cli({"battle", "retreats", game.path, "1", "--json"}).out);
    REQUIRE(retreats["units"].array().size() == 1);
    const auto& unit = retreats["units"].array()[0];
    CHECK(unit["unit"].string() == "Cv/41S");
    CHECK(unit["from"].string() == "0814");
    CHECK(unit["goes_to"].string() == "0813");
    REQUIRE(unit["legal"].array().size() == 1);
    CHECK(unit["legal"].array()[0]["hex"].string() == "0813");

    // Apply needs no hex: the retreat's was settled when the unit retreated.
    const auto applied = cli({"battle", "apply", game.path, "1"});
    REQUIRE_MESSAGE(applied.exitCode == 0, applied.err);
    CHECK(game.unit("Cv/41S").hex->label() == "0813");
    CHECK(game.unit("2/3D").hex->label() != "0814");  // it stayed where it attacked from
}
