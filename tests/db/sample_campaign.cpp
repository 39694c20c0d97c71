// A small scenario built in code, and a campaign file made from it, shared by the db tests.
// (Declared where used: this folder's tests keep to .cpp files.)

#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <utility>

#include "tests/db/sample_campaign.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "model/scenario.hpp"

namespace tachanka::testing::sample {

namespace {

model::ScenarioUnit unit(std::string code, std::string name, model::UnitKind kind, int steps,
                         int troopQuality, const char* hex) {
    model::ScenarioUnit made;
    made.code = std::move(code);
    made.name = std::move(name);
    made.kind = kind;
    made.steps = steps;
    made.troopQuality = troopQuality;
    if (hex != nullptr) made.hex = model::Hex::parse(hex);
    return made;
}

}  // namespace

// Whites: 1st Infantry Division (Res/1D, Offitser) > 2nd Kornilov (off/2K, Cv/2K off map).
// Reds: 13th Army (no units) > 9th Rifle Division (1/9, Art/9); Reserve (T/1 off map).
model::Scenario scenario() {
    using model::UnitKind;
    model::Scenario made;
    made.id = "sample-orel";
    made.title = "Sample Orël";
    made.description = "A test scenario.";
    made.start = model::GameDate{1919, 10, 15};
    made.turns = 2;
    made.provisional = true;
    made.provisionalNote = "Steps are guessed.";

    model::ScenarioFormation kornilov;
    kornilov.name = "2nd “General Kornilov” Shock Regiment";
    kornilov.commander = "Cpt. Pachkevitch";
    kornilov.units = {unit("off/2K", "Officers Battalion", UnitKind::Infantry, 3, 7, "2705"),
                      unit("Cv/2K", "Cavalry squadron", UnitKind::Cavalry, 1, 6, nullptr)};
    model::ScenarioFormation division;
    division.name = "1st Infantry Division";
    division.commander = "Maj.Gen. Timanovski";
    division.units = {
        unit("Res/1D", "1st Division Reserve Battalion", UnitKind::Infantry, 2, 5, "2705"),
        unit("Offitser", "Armoured train “Offitser”", UnitKind::ArmouredTrain, 1, 6, "2705")};
    division.subordinates = {kornilov};
    model::ScenarioSide whites;
    whites.name = "Whites";
    whites.commander = "А. П. Кутепов";
    whites.formations = {division};

    model::ScenarioFormation rifles;
    rifles.name = "9th Rifle Division";
    rifles.commander = "Solodoukhine";
    rifles.units = {unit("1/9", "1st Regiment", UnitKind::Infantry, 4, 5, "3002"),
                    unit("Art/9", "Artillery", UnitKind::Artillery, 1, 5, "2901")};
    model::ScenarioFormation army;
    army.name = "13th Army";
    army.commander = "Guekker";
    army.subordinates = {rifles};
    model::ScenarioFormation reserve;
    reserve.name = "Reserve";
    reserve.units = {unit("T/1", "Tank detachment", UnitKind::Tank, 1, 4, nullptr)};
    model::ScenarioSide reds;
    reds.name = "Reds";
    reds.commander = "А. И. Егоров";
    reds.formations = {army, reserve};

    made.sides = {whites, reds};
    return made;
}

void createCampaign(const std::filesystem::path& file, std::uint64_t seed) {
    db::NewCampaign campaign;
    campaign.name = "Autumn 1919";
    campaign.seed = seed;
    campaign.scenario = scenario();
    db::CampaignFile::create(file, [&campaign](SQLite::Database& database) {
        db::insertNewCampaign(database, campaign);
    });
}

}  // namespace tachanka::testing::sample
