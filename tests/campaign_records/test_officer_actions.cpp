// Officers between battles, by Red Actions! "Definitions" and "Officer Casualties": draws by
// the army's rule, casualties keeping their tokens, replacements and promotions.

#include <doctest/doctest.h>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/officers/officer_actions.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/campaign_records/records_fixture.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using testing::countOfKind;
using testing::lastActionRows;
using testing::RecordsCampaign;
using testing::rowOfKind;

namespace {

core::OfficerView officerNamed(const std::filesystem::path& file, std::string_view name) {
    for (const auto& officer : core::listOfficers(file)) {
        if (officer.name == name) return officer;
    }
    FAIL("no officer " << std::string(name));
    return {};
}

core::OfficerView officerWithId(const std::filesystem::path& file, std::int64_t id) {
    for (const auto& officer : core::listOfficers(file)) {
        if (officer.id == id) return officer;
    }
    FAIL("no officer " << id);
    return {};
}

}  // namespace

TEST_CASE("the officers list gives rank, formation, unit, token and fate") {
    RecordsCampaign records;
    const auto reds = core::listOfficers(records.file(), std::string("reds"));
    REQUIRE_FALSE(reds.empty());
    for (const auto& officer : reds) CHECK(officer.side == "Reds");
    const auto solodoukhine = officerNamed(records.file(), "Solodoukhine");
    CHECK(solodoukhine.rank == model::OfficerRank::Senior);
    CHECK(solodoukhine.formation == "9th Rifle Division");
    CHECK(solodoukhine.unit.empty());
    CHECK(solodoukhine.fate == model::OfficerFate::Serving);
    REQUIRE(solodoukhine.moraleBonus.has_value());
    CHECK_FALSE(solodoukhine.token.empty());
    const auto junior = officerNamed(records.file(), "officer of 1/9D");
    CHECK(junior.rank == model::OfficerRank::Junior);
    CHECK(junior.unit == "1/9D");
    CHECK_THROWS_AS(core::listOfficers(records.file(), std::string("Greens")), core::UserError);
}

TEST_CASE("a senior officer draws two tokens in a Soviet army and three in others, keeping one") {
    RecordsCampaign records;
    // "Definitions": Soviet armies, except Konnarmiya and Latvians, draw two per senior
    // officer; other armies three; every junior officer one.
    core::CampaignDrawRequest soviet;
    soviet.side = "Reds";
    soviet.formation = "Estonian Rifle Division";
    core::officerCasualty(records.file(), officerNamed(records.file(), "Palvadré").id, "killed",
                          "");
    const auto red = core::drawOfficer(records.file(), soviet);
    CHECK(red.drawn.size() == 2);
    CHECK(red.rank == model::OfficerRank::Senior);

    core::CampaignDrawRequest latvian;
    latvian.side = "Reds";
    latvian.formation = "1st Letton Brigade";  // no commander of its own: the division's pool
    const auto letton = core::drawOfficer(records.file(), latvian);
    CHECK(letton.drawn.size() == 3);
    CHECK(letton.pool.find("latvians") == 0);

    core::CampaignDrawRequest white;
    white.side = "Whites";
    white.formation = "1st Infantry Division";
    core::officerCasualty(records.file(), officerNamed(records.file(), "Maj.Gen. Timanovski").id,
                          "wounded", "");
    const auto afsr = core::drawOfficer(records.file(), white);
    CHECK(afsr.drawn.size() == 3);
    const auto rows = lastActionRows(records.file());
    CHECK(countOfKind(rows, "officer-joined") == 1);
    const auto drawn = rowOfKind(rows, "token-drawn");
    CHECK(drawn.officerId == afsr.officerId);
    CHECK(drawn.amount == officerWithId(records.file(), afsr.officerId).moraleBonus.value());
}

TEST_CASE("a junior officer draws one token for the unit he commands") {
    RecordsCampaign records;
    const auto fallen = officerNamed(records.file(), "officer of 1/9D");
    core::officerCasualty(records.file(), fallen.id, "killed", "");
    core::CampaignDrawRequest request;
    request.side = "Reds";
    request.unit = "1/9D";
    request.dice = std::vector<int>{1};
    const auto draw = core::drawOfficer(records.file(), request);
    CHECK(draw.drawn.size() == 1);
    CHECK(draw.rank == model::OfficerRank::Junior);
    const auto joined = officerWithId(records.file(), draw.officerId);
    CHECK(joined.unit == "1/9D");
    CHECK(joined.formation == "9th Rifle Division");
    CHECK(joined.name == "officer of 1/9D");
}

TEST_CASE("the preview shows the very draw that comes next, and writes nothing") {
    RecordsCampaign records;
    core::CampaignDrawRequest request;
    request.side = "Reds";
    request.formation = "1st Letton Brigade";
    const auto before = testing::campaignDump(records.file());
    const auto preview = core::previewOfficerDraw(records.file(), request);
    CHECK(testing::campaignDump(records.file()) == before);
    CHECK(preview.officerId == 0);
    request.keep = 3;
    const auto draw = core::drawOfficer(records.file(), request);
    CHECK(draw.drawn == preview.drawn);
    CHECK(draw.kept == 2);
    CHECK(officerWithId(records.file(), draw.officerId).token == draw.drawn[2]);
}

TEST_CASE("a casualty keeps his token out of the pool") {
    RecordsCampaign records;
    const auto officer = officerNamed(records.file(), "officer of 2/9D");
    const auto fallen = core::officerCasualty(records.file(), officer.id, "captured", "pursuit");
    CHECK(fallen.fate == model::OfficerFate::Captured);
    CHECK(fallen.token == officer.token);
    const auto rows = lastActionRows(records.file());
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].kind == "officer-casualty");
    CHECK(rows[0].officerId == officer.id);
    CHECK(rows[0].note.find("pursuit") != std::string::npos);
    CHECK(officerWithId(records.file(), officer.id).token == officer.token);
    CHECK_THROWS_WITH_AS(core::officerCasualty(records.file(), officer.id, "killed", ""),
                         doctest::Contains("already captured"), core::UserError);
}

TEST_CASE("a fallen junior officer is replaced by a new draw for his unit") {
    RecordsCampaign records;
    const auto fallen = officerNamed(records.file(), "officer of 3/9D");
    core::officerCasualty(records.file(), fallen.id, "killed", "");
    const auto result = core::replaceOfficer(records.file(), {fallen.id, {}, {}, {}, "", {}});
    CHECK_FALSE(result.promoted.has_value());
    CHECK(result.newJunior.drawn.size() == 1);
    const auto replacement = officerWithId(records.file(), result.newJunior.officerId);
    CHECK(replacement.unit == "3/9D");
    CHECK(replacement.fate == model::OfficerFate::Serving);
    CHECK(officerWithId(records.file(), fallen.id).fate == model::OfficerFate::Killed);
    // The slot is filled: the same casualty is not replaced twice.
    CHECK_THROWS_WITH_AS(core::replaceOfficer(records.file(), {fallen.id, {}, {}, {}, "", {}}),
                         doctest::Contains("already replaced"), core::UserError);
}

TEST_CASE("a fallen senior officer is replaced by a promoted junior keeping his token") {
    RecordsCampaign records;
    const auto senior = officerNamed(records.file(), "Solodoukhine");
    core::officerCasualty(records.file(), senior.id, "killed", "");
    // "Officer Casualties": a junior officer is promoted in his place, and replaced at once.
    const auto named = officerNamed(records.file(), "officer of 5/9D");
    core::ReplacementRequest request{senior.id, named.id, {}, {}, "end of turn", {}};
    const auto result = core::replaceOfficer(records.file(), request);
    REQUIRE(result.promoted.has_value());
    CHECK(result.promoted->id == named.id);
    const auto promoted = officerWithId(records.file(), named.id);
    CHECK(promoted.rank == model::OfficerRank::Senior);
    CHECK(promoted.token == named.token);
    CHECK(promoted.unit.empty());
    CHECK(promoted.formation == "9th Rifle Division");
    const auto newJunior = officerWithId(records.file(), result.newJunior.officerId);
    CHECK(newJunior.unit == "5/9D");
    CHECK(newJunior.rank == model::OfficerRank::Junior);
    CHECK(result.newJunior.drawn.size() == 1);
    const auto rows = lastActionRows(records.file());
    CHECK(rowOfKind(rows, "officer-promoted").officerId == named.id);
    CHECK(rowOfKind(rows, "officer-joined").sideId == records.campaign().side("Reds")->id);
    CHECK(rowOfKind(rows, "token-drawn").officerId == result.newJunior.officerId);
}

// "Officer Casualties": the junior promoted "takes over" the fallen senior's command, so the
// formation names him as its commander from then on, by a name of his own.
TEST_CASE("the promoted junior commands the formation by name, the fallen senior no longer") {
    RecordsCampaign records;
    const auto senior = officerNamed(records.file(), "Solodoukhine");
    core::officerCasualty(records.file(), senior.id, "killed", "");
    const auto named = officerNamed(records.file(), "officer of 5/9D");
    core::ReplacementRequest request{senior.id, named.id, {}, {}, "", "Kombrig Petrov"};
    const auto result = core::replaceOfficer(records.file(), request);
    CHECK(result.promoted->name == "Kombrig Petrov");
    CHECK(officerWithId(records.file(), named.id).name == "Kombrig Petrov");
    const auto campaign = records.campaign();
    const auto* division = &campaign.sides.at(1).formations.front();
    for (const auto& formation : campaign.sides.at(1).formations) {
        if (formation.name == "9th Rifle Division") division = &formation;
    }
    CHECK(division->name == "9th Rifle Division");
    CHECK(division->commander == "Kombrig Petrov");

    // Without a name he takes his command's title, not his old unit's "officer of 5/9D".
    RecordsCampaign other;
    const auto fallen = officerNamed(other.file(), "Solodoukhine");
    core::officerCasualty(other.file(), fallen.id, "killed", "");
    const auto titled = core::replaceOfficer(other.file(), {fallen.id, {}, {}, {}, "", {}});
    CHECK(titled.promoted->name == "commander of 9th Rifle Division");
    const auto otherCampaign = other.campaign();
    for (const auto& formation : otherCampaign.sides.at(1).formations) {
        if (formation.name == "9th Rifle Division") {
            CHECK(formation.commander == "commander of 9th Rifle Division");
        }
    }
}

TEST_CASE("by default the junior with the best token is promoted") {
    RecordsCampaign records;
    const auto senior = officerNamed(records.file(), "Solodoukhine");
    core::officerCasualty(records.file(), senior.id, "wounded", "");
    int best = -99;
    for (const auto& officer : core::listOfficers(records.file(), std::string("Reds"))) {
        if (officer.rank == model::OfficerRank::Junior && officer.formation == senior.formation &&
            officer.moraleBonus) {
            best = std::max(best, *officer.moraleBonus);
        }
    }
    const auto result = core::replaceOfficer(records.file(), {senior.id, {}, {}, {}, "", {}});
    REQUIRE(result.promoted.has_value());
    CHECK(result.promoted->moraleBonus == best);
}

TEST_CASE("officer requests that make no sense are refused, the file unchanged") {
    RecordsCampaign records;
    const auto serving = officerNamed(records.file(), "officer of 1/9D");
    const auto before = testing::campaignDump(records.file());
    CHECK_THROWS_WITH_AS(core::officerCasualty(records.file(), 9999, "killed", ""),
                         doctest::Contains("no officer 9999"), core::UserError);
    CHECK_THROWS_WITH_AS(core::officerCasualty(records.file(), serving.id, "bored", ""),
                         doctest::Contains("killed, wounded or captured"), core::UserError);
    CHECK_THROWS_WITH_AS(core::replaceOfficer(records.file(), {serving.id, {}, {}, {}, "", {}}),
                         doctest::Contains("is serving"), core::UserError);
    core::CampaignDrawRequest occupied;
    occupied.side = "Reds";
    occupied.unit = "1/9D";
    CHECK_THROWS_WITH_AS(core::drawOfficer(records.file(), occupied),
                         doctest::Contains("already has a serving officer"), core::UserError);
    core::CampaignDrawRequest tooManyDice;
    tooManyDice.side = "Reds";
    tooManyDice.formation = "1st Letton Brigade";
    tooManyDice.dice = std::vector<int>{1, 1, 1, 1};
    CHECK_THROWS_AS(core::drawOfficer(records.file(), tooManyDice), core::UserError);
    tooManyDice.dice = std::vector<int>{1};
    CHECK_THROWS_AS(core::drawOfficer(records.file(), tooManyDice), core::UserError);
    core::CampaignDrawRequest badKeep;
    badKeep.side = "Reds";
    badKeep.formation = "1st Letton Brigade";
    badKeep.keep = 4;
    CHECK_THROWS_AS(core::drawOfficer(records.file(), badKeep), core::UserError);
    CHECK(testing::campaignDump(records.file()) == before);
}

TEST_CASE("undo of each officer action restores the exact previous campaign") {
    RecordsCampaign records;
    const auto senior = officerNamed(records.file(), "Solodoukhine");
    auto before = testing::campaignDump(records.file());
    core::officerCasualty(records.file(), senior.id, "killed", "");
    core::undoLastAction(records.file());
    CHECK(testing::campaignDump(records.file()) == before);

    core::officerCasualty(records.file(), senior.id, "killed", "");
    before = testing::campaignDump(records.file());
    core::replaceOfficer(records.file(), {senior.id, {}, {}, {}, "", {}});
    core::undoLastAction(records.file());
    CHECK(testing::campaignDump(records.file()) == before);

    core::CampaignDrawRequest request;
    request.side = "Reds";
    request.formation = "1st Letton Brigade";
    core::drawOfficer(records.file(), request);
    core::undoLastAction(records.file());
    CHECK(testing::campaignDump(records.file()) == before);
}

TEST_CASE("a replacement's preview shows the draw that comes next, and writes nothing") {
    RecordsCampaign records;
    const auto senior = officerNamed(records.file(), "Solodoukhine");
    core::officerCasualty(records.file(), senior.id, "killed", "");
    const auto before = testing::campaignDump(records.file());
    const auto preview = core::previewReplacement(records.file(), {senior.id, {}, {}, {}, "", {}});
    CHECK(testing::campaignDump(records.file()) == before);
    CHECK(preview.newJunior.officerId == 0);
    REQUIRE(preview.promoted.has_value());
    const auto done = core::replaceOfficer(records.file(), {senior.id, {}, {}, {}, "", {}});
    REQUIRE(done.promoted.has_value());
    CHECK(done.promoted->id == preview.promoted->id);
    CHECK(done.newJunior.drawn == preview.newJunior.drawn);
    CHECK(done.newJunior.officerId != 0);
}
