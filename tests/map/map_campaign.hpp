#pragma once
// A fresh Orel 1919 historical campaign in a folder of its own, with its own user data folder,
// for the map's tests.

#include <filesystem>

#include "app/core/campaign/campaign_service.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/temp_folder.hpp"

namespace tachanka::testing {

struct MapCampaign {
    IsolatedDataHome home;
    TempFolder folder;
    std::filesystem::path file = folder / "orel.tachanka";
    MapCampaign() { core::createCampaign({file, "historical", 7, {}}); }
};

}  // namespace tachanka::testing
